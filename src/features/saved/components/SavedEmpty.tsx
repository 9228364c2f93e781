import { Link } from 'react-router-dom';
import { paths } from '../../../../contract/routes/paths';
import { useTranslation } from 'react-i18next';

/** No saved tenders yet: how to save one, and where to find one. */
export function SavedEmpty() {
  const { t } = useTranslation('saved');
  return (
    <div className="saved-empty">
      <p className="saved-empty__title">{t('empty.title')}</p>
      <p>{t('empty.how')}</p>
      <p>
        <Link to={paths.search('tender')}>{t('empty.search')}</Link>
      </p>
    </div>
  );
}
