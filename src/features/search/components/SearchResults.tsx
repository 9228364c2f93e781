import '../locales';
import clsx from 'clsx';
import { useMemo } from 'react';
import { PAGING } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { Pagination } from '../../../components/ui/pagination/Pagination';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import { useNow } from '../../../lib/use-now';
import type { SearchLoaderData } from '../loader-data';
import { countsDownIn, resultCard, resultKey } from '../model/cards';
import { resultsState } from '../model/empty-state';
import { pageOf, perPageOf, searchHref, withPage } from '../model/search-query';
import { ResultCard } from './ResultCard';
import { ResultsNotice } from './ResultsNotice';
import { ResultsSummary } from './ResultsSummary';
import { useNewResults } from './use-new-results';

interface SearchResultsProps {
  data: SearchLoaderData;
  /** The next search is loading: these results stay, dimmed. */
  searching: boolean;
  onChange: (next: SearchFilterQuery) => void;
}

/** The results' heading: a submitted search moves focus to it (SearchBox). */
export const RESULTS_HEADING_ID = 'search-results-title';

/** The results area: total, sort and CSV, the cards or what to do instead, the pages. */
export function SearchResults({ data, searching, onChange }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const label = useLabel();
  const now = useNow(countsDownIn(data.section, data.result.data));
  const { section, query, result, failed, hints } = data;
  const cardOf = useMemo(
    () => resultCard(section, { lang, label, t, now, text: query.text, marks: result.marks }),
    [section, lang, label, t, now, query.text, result.marks],
  );
  const state = resultsState(section, query, result, failed, hints);
  const perPage = perPageOf(query);
  const fresh = useNewResults(section, query);
  return (
    <section
      className={clsx('search-results', searching && 'search-results--busy')}
      aria-labelledby={RESULTS_HEADING_ID}
      aria-busy={searching}
    >
      <h2 id={RESULTS_HEADING_ID} className="visually-hidden" tabIndex={-1}>
        {t('results')}
      </h2>
      {searching ? <DelayedLoading label={t('loading')} /> : null}
      {result.total === 0 ? null : (
        <ResultsSummary
          section={section}
          query={query}
          total={result.total}
          relation={result.total_relation}
          onChange={onChange}
        />
      )}
      {state.kind === 'results' ? (
        <ol className="search-results__list">
          {result.data.map((row, index) => (
            <ResultCard
              key={resultKey(row, index)}
              section={section}
              row={row}
              cardOf={cardOf}
              fresh={fresh}
            />
          ))}
        </ol>
      ) : (
        <ResultsNotice state={state} section={section} />
      )}
      {state.kind === 'results' && result.total > perPage ? (
        <Pagination
          page={pageOf(query)}
          total={Math.min(result.total, PAGING.window)}
          perPage={perPage}
          label={t('pages')}
          hrefFor={(page) => searchHref(section, withPage(query, page))}
        />
      ) : null}
    </section>
  );
}
