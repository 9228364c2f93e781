import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/routes/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The catch-all page, also shown (at the same address) when a tender fails to load. */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  useDocumentTitle(t('title'));
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <ul>
        <li>
          <Link to={paths.home}>{t('home')}</Link>
        </li>
        <li>
          <Link to={paths.search('tender')}>{t('search')}</Link>
        </li>
      </ul>
    </div>
  );
}
