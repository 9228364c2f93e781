import type { Lang } from '../../../../contract/api';
import type { ArticleSummary } from '../../../../contract/articles';
import { paths } from '../../../../contract/routes/paths';
import { localizedText } from '../../../../contract/dictionary-label';
import { formatDate } from '../../../lib/format';
import { newsHref } from './news-query';

export interface NewsImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** One article of the list, ready to show. */
export interface NewsCard {
  id: number;
  /** The article's address by its slug (the one people share). */
  href: string;
  title: string;
  lead: string;
  /** '22 листопада 2026'. */
  date: string;
  /** The ISO date of the `<time>` element. */
  dateTime: string;
  group: string;
  groupHref: string;
  image: NewsImage;
}

/** The label of a group slug (from the `group` dictionary; the slug itself when unknown). */
export type GroupLabel = (slug: string) => string;

export function articleImage(article: ArticleSummary, lang: Lang): NewsImage {
  const { src, width, height, alt_uk: altUk, alt_en: altEn } = article.image;
  return { src, width, height, alt: localizedText(altUk, altEn, lang) };
}

export function toNewsCard(article: ArticleSummary, lang: Lang, groupLabel: GroupLabel): NewsCard {
  return {
    id: article.id,
    href: paths.article(article.slug),
    title: localizedText(article.title_uk, article.title_en, lang),
    lead: localizedText(article.summary_uk, article.summary_en, lang),
    date: formatDate(article.date_published, lang),
    dateTime: article.date_published,
    group: groupLabel(article.group),
    groupHref: newsHref({ group: article.group, page: 1 }),
    image: articleImage(article, lang),
  };
}

/** The cards of a list page, in the API's order. */
export function toNewsCards(
  articles: readonly ArticleSummary[],
  lang: Lang,
  groupLabel: GroupLabel,
): NewsCard[] {
  return articles.map((article) => toNewsCard(article, lang, groupLabel));
}
