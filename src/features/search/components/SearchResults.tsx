import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatMoney } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import type { ResultRow } from '../model/results';

interface SearchResultsProps {
  rows: readonly ResultRow[];
  total: number;
  searching: boolean;
}

export function SearchResults({ rows, total, searching }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const label = useLabel();
  return (
    <section
      className="search-results"
      aria-labelledby="search-results-title"
      aria-busy={searching}
    >
      <h2 id="search-results-title" className="visually-hidden">
        {t('results')}
      </h2>
      <p className="search-results__summary" role="status">
        {searching ? t('loading') : rows.length === 0 ? t('empty') : t('total', { count: total })}
      </p>
      {rows.length > 0 ? (
        <ol className="search-results__list">
          {rows.map((row) => (
            <li key={row.id || row.tenderID} className="result-card">
              <h3 className="result-card__title">
                <Link to={paths.tender(row.tenderID)}>{row.title}</Link>
              </h3>
              <p className="result-card__id">{row.tenderID}</p>
              <dl className="result-card__facts">
                <div>
                  <dt>{t('customer')}</dt>
                  <dd>{row.customer}</dd>
                </div>
                <div>
                  <dt>{t('status')}</dt>
                  <dd>{label('tender_statuses', row.status)}</dd>
                </div>
                <div>
                  <dt>{t('value')}</dt>
                  <dd>{formatMoney(row.value, lang, { vat: true })}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
