import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RelatedArticle } from '../model/related-articles';

/** The newest other articles of the same group; nothing when it has no others. */
export function RelatedArticles({
  group,
  articles,
}: {
  group: string;
  articles: readonly RelatedArticle[];
}) {
  const { t } = useTranslation('news');
  if (articles.length === 0) return null;
  return (
    <section className="article-related" aria-labelledby="article-related-title">
      <h2 id="article-related-title">{t('related.title', { group })}</h2>
      <ul className="article-related__list">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link to={article.href}>
              <bdi>{article.title}</bdi>
            </Link>{' '}
            <time className="article-related__date" dateTime={article.dateTime}>
              {article.date}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
