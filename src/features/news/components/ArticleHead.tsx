import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ArticleView } from '../model/article-view';

/** Title, date, group, author and the image (at once: it is the article's first screen). */
export function ArticleHead({ view }: { view: ArticleView }) {
  const { t } = useTranslation('news');
  return (
    <header className="article__head">
      <h1 className="article__title">
        <bdi>{view.title}</bdi>
      </h1>
      <p className="article__meta">
        <time dateTime={view.dateTime}>{view.date}</time>
        <span aria-hidden="true"> · </span>
        <Link to={view.groupHref}>{view.group}</Link>
        <span aria-hidden="true"> · </span>
        <span>{t('article.author', { author: view.author })}</span>
      </p>
      <img
        className="article__image"
        src={view.image.src}
        width={view.image.width}
        height={view.image.height}
        alt={view.image.alt}
        fetchPriority="high"
      />
      {view.onlyUkrainian ? (
        <p className="article__language-note" role="note">
          {t('article.onlyUkrainian')}
        </p>
      ) : null}
    </header>
  );
}
