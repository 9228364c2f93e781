import clsx from 'clsx';
import { Link } from 'react-router-dom';
import type { NewsCard as NewsCardView } from '../model/news-cards';

/**
 * One article of the list: the title links to it. On a phone the image is a thumbnail beside
 * the title; wider, it heads the card. The first card is the page's lead story (wide on a
 * desktop) and its image loads at once, the others when scrolled near.
 */
export function NewsCard({ card, first }: { card: NewsCardView; first: boolean }) {
  return (
    <li className={clsx('news-card', first && 'news-card--lead')}>
      <img
        className="news-card__image"
        src={card.image.src}
        width={card.image.width}
        height={card.image.height}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <h2 className="news-card__title">
        <Link to={card.href}>
          <bdi>{card.title}</bdi>
        </Link>
      </h2>
      <p className="news-card__meta">
        <time dateTime={card.dateTime}>{card.date}</time>
        <span aria-hidden="true"> · </span>
        <Link to={card.groupHref}>{card.group}</Link>
      </p>
      <p className="news-card__lead">
        <bdi>{card.lead}</bdi>
      </p>
    </li>
  );
}
