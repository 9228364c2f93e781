import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListLoadFailed, ListPastEnd } from './pagination-model';
import './list-notice.css';

/**
 * What a paged list shows instead of its entries: a failed load (quietly, with a retry), a page
 * past the last one (with a link to it), or, given as children, the list's own "nothing here".
 * `message` is the list's sentence for the first two.
 */
export function ListNotice({
  state,
  message,
  children,
}: {
  state?: ListLoadFailed | ListPastEnd;
  message?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  if (state?.kind === 'failed') {
    return (
      <p className="list-notice list-notice--quiet">
        {message}{' '}
        <Link to={state.retryHref} replace>
          {t('listNotice.retry')}
        </Link>
      </p>
    );
  }
  if (state?.kind === 'pastEnd') {
    return (
      <p className="list-notice">
        {message}{' '}
        <Link to={state.lastHref}>{t('listNotice.lastPage', { last: state.lastPage })}</Link>
      </p>
    );
  }
  return <div className="list-notice">{children}</div>;
}
