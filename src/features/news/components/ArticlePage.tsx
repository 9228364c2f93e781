import '../locales';
import { useMemo } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../../../contract/routes/paths';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useDictionary, useLabel } from '../../../lib/use-reference-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ArticleLoaderData } from '../loader';
import { articleTitle } from '../model/article-index';
import { toArticleView } from '../model/article-view';
import { relatedArticles } from '../model/related-articles';
import { ArticleBody } from './ArticleBody';
import { ArticleHead } from './ArticleHead';
import { RelatedArticles } from './RelatedArticles';
import { ShareWidget } from './ShareWidget';
import './article.css';

/** One article, by id or slug: head, image, body, share widget, related articles. */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const lang = useLang();
  const label = useLabel();
  const index = useDictionary('article');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { article } = useLoaderData<ArticleLoaderData>();
  const view = useMemo(
    () => (article ? toArticleView(article, lang, (slug) => label('group', slug)) : undefined),
    [article, lang, label],
  );
  const related = useMemo(
    () => (article ? relatedArticles(index, article, lang) : []),
    [index, article, lang],
  );
  const title = view?.title ?? articleTitle(index, id, lang);
  useDocumentTitle(
    title === undefined
      ? t('articleTitle')
      : { text: title, label: (text) => t('articleDocumentTitle', { title: text }) },
    view ? { description: view.summary, type: 'article', image: view.image.src } : {},
  );
  return (
    <article className="page article">
      <p className="article__back">
        <Link to={paths.news}>{t('back')}</Link>
      </p>
      {view ? (
        <>
          <ArticleHead view={view} />
          <ArticleBody view={view} />
          <ShareWidget slug={view.slug} title={view.title} />
          <RelatedArticles group={view.group} articles={related} />
        </>
      ) : (
        <>
          <h1>
            <bdi>{title ?? t('articleTitle')}</bdi>
          </h1>
          <p className="article__failed">
            {t('article.failed')}{' '}
            <Link to={pathname} replace>
              {t('article.retry')}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
