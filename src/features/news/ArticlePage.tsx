import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useLang, useTranslation } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { articleTitle } from './model/article-index';

/** One article (spec §2): its title from the article index; the body comes with the news issue. */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const title = articleTitle(useDictionary('article'), id, useLang());
  useDocumentTitle(
    title === undefined
      ? t('articleTitle')
      : { text: title, label: (text) => t('articleDocumentTitle', { title: text }) },
  );
  return (
    <div className="page">
      <h1>{title ?? t('articleTitle')}</h1>
      <p className="page__meta">{t('articleId', { id })}</p>
      <p>{tc('comingSoon')}</p>
      <p>
        <Link to={paths.news}>{t('back')}</Link>
      </p>
    </div>
  );
}
