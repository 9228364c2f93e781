import './locales';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { paths } from '../../../contract/routes/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UI_KIT_ITEMS, isUiKitItem } from './ui-kit-items';
import './ui-kit.css';

/** /ui-kit: the list of shared elements; the chosen one renders below (/ui-kit/<id>). */
export function UiKitPage() {
  const { t } = useTranslation('uiKit');
  const { id } = useParams();
  useDocumentTitle(
    id !== undefined && isUiKitItem(id)
      ? t('itemDocumentTitle', { item: t(`items.${id}`) })
      : t('title'),
  );
  return (
    <div className="page ui-kit">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <nav aria-label={t('components')}>
        <ul className="ui-kit__list">
          {UI_KIT_ITEMS.map((id) => (
            <li key={id}>
              <NavLink to={paths.uiKitItem(id)}>{t(`items.${id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
