import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The articles list (spec §2); the list itself comes with the news issue. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('title'));
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p>{tc('comingSoon')}</p>
    </div>
  );
}
