import type { Lang } from '../../../../contract/api';
import type { Article, ArticleBlock } from '../../../../contract/articles';
import { localizedText } from '../../../../contract/dictionary-label';
import { formatDate } from '../../../lib/format';
import { safeLink } from '../../../../contract/safe-url';
import type { SafeLink } from '../../../../contract/safe-url';
import { articleImage } from './news-cards';
import type { GroupLabel, NewsImage } from './news-cards';
import { newsHref } from './news-query';

/** A block of the body as shown; a link that is neither http(s) nor a path here is text. */
export type ArticleBlockView =
  | { kind: 'p' | 'h2' | 'h3' | 'note'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'link'; text: string; link: SafeLink | undefined };

export interface ArticleView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  date: string;
  dateTime: string;
  group: string;
  groupHref: string;
  author: string;
  image: NewsImage;
  blocks: ArticleBlockView[];
  /** The language the body is written in: Ukrainian when it has no English version. */
  bodyLang: Lang;
  /** English is on but the article exists only in Ukrainian: the page says so. */
  onlyUkrainian: boolean;
}

function toBlockView(block: ArticleBlock): ArticleBlockView {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return { kind: block.type, items: block.items };
    case 'link':
      return { kind: 'link', text: block.text, link: safeLink(block.href) };
    default:
      return { kind: block.type, text: block.text };
  }
}

/** The article in the language: its English body when it has one, else the Ukrainian one. */
export function toArticleView(article: Article, lang: Lang, groupLabel: GroupLabel): ArticleView {
  const english = lang === 'en' && article.body_en.length > 0;
  return {
    id: article.id,
    slug: article.slug,
    title: localizedText(article.title_uk, article.title_en, lang),
    summary: localizedText(article.summary_uk, article.summary_en, lang),
    date: formatDate(article.date_published, lang),
    dateTime: article.date_published,
    group: groupLabel(article.group),
    groupHref: newsHref({ group: article.group, page: 1 }),
    author: localizedText(article.author_uk, article.author_en, lang),
    image: articleImage(article, lang),
    blocks: (english ? article.body_en : article.body_uk).map(toBlockView),
    bodyLang: english ? 'en' : 'uk',
    onlyUkrainian: lang === 'en' && !english,
  };
}

/** Every text a reader sees in the body, in order (what the e2e test looks for). */
export function blockTexts(blocks: readonly ArticleBlockView[]): string[] {
  return blocks.flatMap((block) => ('items' in block ? block.items : [block.text]));
}
