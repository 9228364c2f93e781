import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n';
import type { NewsListState } from '../model/news-list-state';

type Notice = Exclude<NewsListState, { kind: 'cards' }>;

/** Instead of cards: a failed load (quietly, with a retry), an empty group, a page too far. */
export function NewsListNotice({ state }: { state: Notice }) {
  const { t } = useTranslation('news');
  if (state.kind === 'failed') {
    return (
      <p className="news-notice news-notice--quiet">
        {t('state.failed')}{' '}
        <Link to={state.retryHref} replace>
          {t('state.retry')}
        </Link>
      </p>
    );
  }
  if (state.kind === 'pastEnd') {
    return (
      <p className="news-notice">
        {t('state.pastEnd', { page: state.page, last: state.lastPage })}{' '}
        <Link to={state.lastHref}>{t('state.lastPage', { last: state.lastPage })}</Link>
      </p>
    );
  }
  return (
    <p className="news-notice">
      {t('state.empty')} <Link to={state.allHref}>{t('state.allNews')}</Link>
    </p>
  );
}
