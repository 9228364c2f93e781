import { Link } from 'react-router-dom';
import { paths } from '../../../../contract/routes/paths';
import { useTranslation } from 'react-i18next';
import type { NewsPreviewItem } from '../model/news-preview';

/** The newest articles: title, date and group, and a link to all news. */
export function NewsPreview({ items }: { items: readonly NewsPreviewItem[] }) {
  const { t } = useTranslation('home');
  if (items.length === 0) return null;
  return (
    <section className="home-block news-preview" aria-labelledby="news-preview-title">
      <div className="home-block__head">
        <h2 id="news-preview-title">{t('news.title')}</h2>
        <Link to={paths.news}>{t('news.all')}</Link>
      </div>
      <ul className="news-preview__list">
        {items.map((item) => (
          <li key={item.key} className="news-preview__item">
            <h3 className="news-preview__title">
              <Link to={item.to}>
                <bdi>{item.title}</bdi>
              </Link>
            </h3>
            <p className="news-preview__meta">
              <time dateTime={item.dateTime}>{item.date}</time>
              {item.group ? <span className="news-preview__group">{item.group}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
