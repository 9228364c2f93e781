import { Link } from 'react-router-dom';
import { ListNotice } from '../../../components/ui/pagination/ListNotice';
import { useTranslation } from 'react-i18next';
import type { NewsListState } from '../model/news-list-state';

type Notice = Exclude<NewsListState, { kind: 'cards' }>;

/** Instead of cards: a failed load (quietly, with a retry), an empty group, a page too far. */
export function NewsListNotice({ state }: { state: Notice }) {
  const { t } = useTranslation('news');
  if (state.kind === 'failed') return <ListNotice state={state} message={t('state.failed')} />;
  if (state.kind === 'pastEnd') {
    return (
      <ListNotice
        state={state}
        message={t('state.pastEnd', { page: state.page, last: state.lastPage })}
      />
    );
  }
  return (
    <ListNotice>
      {t('state.empty')} <Link to={state.allHref}>{t('state.allNews')}</Link>
    </ListNotice>
  );
}
