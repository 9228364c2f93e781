import '../locales';
import type { SearchSection, TotalRelation } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { apiLinkBaseUrl } from '../../../lib/http';
import { useLang } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { csvHref, feedHref, ocdsHref } from '../model/search-query';
import { totalText } from '../model/total';
import { SortControl } from './SortControl';
import { useTranslation } from 'react-i18next';

interface ResultsSummaryProps {
  section: SearchSection;
  query: SearchFilterQuery;
  total: number;
  relation: TotalRelation;
  onChange: (next: SearchFilterQuery) => void;
}

/**
 * Above the cards: how many were found, the sort control and the CSV (and, of tenders, the OCDS
 * releases and the Atom feed) of the whole search; offline, a line saying when they can be
 * downloaded instead.
 */
export function ResultsSummary({ section, query, total, relation, onChange }: ResultsSummaryProps) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const online = useOnline();
  const { key, count, number } = totalText(total, relation);
  return (
    <div className="results-summary">
      <p className="results-summary__total">{t(key, { count, number })}</p>
      <SortControl section={section} query={query} onChange={onChange} />
      {online ? (
        <div className="results-summary__exports">
          <a
            className="results-summary__csv"
            href={csvHref(apiLinkBaseUrl(), section, query, lang)}
            download
          >
            {t('csv')}
            <span className="visually-hidden"> ({t('csvHint')})</span>
          </a>
          {section === 'tender' ? (
            <>
              <a
                className="results-summary__csv"
                href={ocdsHref(apiLinkBaseUrl(), query, lang)}
                download
              >
                {t('ocds')}
                <span className="visually-hidden"> ({t('ocdsHint')})</span>
              </a>
              <a
                className="results-summary__csv"
                href={feedHref(query, lang)}
                type="application/atom+xml"
              >
                {t('feed')}
                <span className="visually-hidden"> ({t('feedHint')})</span>
              </a>
            </>
          ) : null}
        </div>
      ) : (
        <p className="results-summary__offline">{t('exportsOffline')}</p>
      )}
    </div>
  );
}
