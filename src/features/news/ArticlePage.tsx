import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One article (spec §2); its content comes with the news issue. */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('articleTitle'));
  return (
    <div className="page">
      <h1>{t('articleTitle')}</h1>
      <p className="page__meta">{t('articleId', { id })}</p>
      <p>{tc('comingSoon')}</p>
      <p>
        <Link to={paths.news}>{t('back')}</Link>
      </p>
    </div>
  );
}
