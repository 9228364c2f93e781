import '../locales';
import { Link } from 'react-router-dom';
import { ListNotice } from '../../../components/ui/pagination/ListNotice';
import { formatQuantity } from '../../../lib/format';
import type { SearchSection } from '../../../../contract/api';
import type { ResultsState } from '../model/empty-state';
import { queryFilterLabel } from '../model/filters/labels';
import { useTranslation } from 'react-i18next';
import './filters/locales';

type Notice = Exclude<ResultsState, { kind: 'results' }>;

/**
 * When there are no cards: a failed search (quietly, with a retry), a page past the end (with
 * the last page), or nothing found (with the test objects, or the filter to remove).
 */
export function ResultsNotice({ state, section }: { state: Notice; section: SearchSection }) {
  const { t } = useTranslation('search');
  const { t: filtersT } = useTranslation('searchFilters');
  if (state.kind === 'failed') return <ListNotice state={state} message={t('state.failed')} />;
  if (state.kind === 'pastEnd') {
    return (
      <ListNotice
        state={state}
        message={t('state.pastEnd', { page: state.page, last: state.lastPage })}
      />
    );
  }
  const filter = state.relax
    ? (queryFilterLabel(state.relax.id, section, filtersT) ??
      t(`filter.${state.relax.id}` as 'filter.text'))
    : '';
  return (
    <ListNotice>
      <p>{t('state.empty')}</p>
      {state.testHref ? (
        <p>
          {t('state.testOnly')} <Link to={state.testHref}>{t('state.showTest')}</Link>
        </p>
      ) : null}
      {state.relax ? (
        <p>
          {t('state.relax', {
            filter,
            count: state.relax.total,
            number: formatQuantity(state.relax.total),
          })}{' '}
          <Link to={state.relax.href}>{t('state.removeFilter', { filter })}</Link>
        </p>
      ) : null}
      {state.clearHref ? (
        <p>
          <Link to={state.clearHref}>{t('state.clearFilters')}</Link>
        </p>
      ) : null}
    </ListNotice>
  );
}
