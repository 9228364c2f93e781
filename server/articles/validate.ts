import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type Article,
  type ArticleBlock,
  type ArticleImage,
} from '../../contract/articles.ts';
import { isRecord } from '../ingest/transform/read.ts';

/** A shipped article that breaks the rules; the message names the file and the field. */
export class ArticleFormatError extends Error {}

type Fields = Record<string, unknown>;

/** Links in bodies: http(s) URLs, or a path on this site ("/search/tender"), never "//host". */
const isSafeHref = (href: string): boolean => {
  if (/^\/(?![/\\])[^\s\\]*$/.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(href);
  } catch {
    return false;
  }
};

/** A slug that is not all digits, so /news/:id can tell an id from a slug. */
export const isSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value) && /[a-z]/.test(value);

/** What /news/:id and /api/articles/:id take: a numeric id or a slug. */
export const isArticleKey = (value: string): boolean => /^\d{1,9}$/.test(value) || isSlug(value);

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads the fields of one article, throwing an ArticleFormatError for the first problem. */
export const parseArticle = (value: unknown, source: string): Article => {
  const fail = (message: string): never => {
    throw new ArticleFormatError(`${source}: ${message}`);
  };
  if (!isRecord(value)) return fail('an article must be a JSON object');

  const text = (fields: Fields, name: string, where = name): string => {
    const field = fields[name];
    if (typeof field !== 'string' || field.trim() === '') {
      return fail(`"${where}" must be non-empty text`);
    }
    return field;
  };
  const positive = (fields: Fields, name: string, where = name): number => {
    const field = fields[name];
    if (typeof field !== 'number' || !Number.isInteger(field) || field < 1) {
      return fail(`"${where}" must be a positive whole number`);
    }
    return field;
  };
  const date = (name: string): string => {
    const field = text(value, name);
    if (!ISO_WITH_OFFSET.test(field) || Number.isNaN(Date.parse(field))) {
      return fail(`"${name}" must be an ISO 8601 date and time with an offset`);
    }
    return field;
  };
  const slug = (name: string): string => {
    const field = text(value, name);
    if (!isSlug(field)) return fail(`"${name}" must be latin kebab-case with a letter`);
    return field;
  };

  const image = (): ArticleImage => {
    const field = value.image;
    if (!isRecord(field)) return fail('"image" must be an object');
    const src = text(field, 'src', 'image.src');
    if (!/^\/news\/[a-z0-9-]+\.svg$/.test(src)) return fail('"image.src" must be /news/<name>.svg');
    return {
      src,
      width: positive(field, 'width', 'image.width'),
      height: positive(field, 'height', 'image.height'),
      alt_uk: text(field, 'alt_uk', 'image.alt_uk'),
      alt_en: text(field, 'alt_en', 'image.alt_en'),
    };
  };

  const items = (block: Fields, where: string): string[] => {
    const list: unknown = block.items;
    if (!Array.isArray(list) || list.length === 0) return fail(`"${where}.items" must be a list`);
    return list.map((item: unknown, index) => {
      if (typeof item !== 'string' || item.trim() === '') {
        return fail(`"${where}.items[${index}]" must be non-empty text`);
      }
      return item;
    });
  };

  const block = (entry: unknown, where: string): ArticleBlock => {
    if (!isRecord(entry)) return fail(`"${where}" must be an object`);
    switch (entry.type) {
      case 'p':
      case 'h2':
      case 'h3':
      case 'note':
        return { type: entry.type, text: text(entry, 'text', `${where}.text`) };
      case 'ul':
      case 'ol':
        return { type: entry.type, items: items(entry, where) };
      case 'link': {
        const href = text(entry, 'href', `${where}.href`);
        if (!isSafeHref(href))
          return fail(`"${where}.href" must be http(s) or a path on this site`);
        return { type: 'link', text: text(entry, 'text', `${where}.text`), href };
      }
      default:
        return fail(`"${where}.type" is not a known block type`);
    }
  };

  const body = (name: string, required: boolean): ArticleBlock[] => {
    const list = value[name];
    if (!required && (list === undefined || (Array.isArray(list) && list.length === 0))) return [];
    if (!Array.isArray(list) || list.length === 0)
      return fail(`"${name}" must be a list of blocks`);
    return list.map((entry: unknown, index) => block(entry, `${name}[${index}]`));
  };

  return {
    id: positive(value, 'id'),
    slug: slug('slug'),
    group: slug('group'),
    date_published: date('date_published'),
    date_modified: date('date_modified'),
    title_uk: text(value, 'title_uk'),
    title_en: text(value, 'title_en'),
    summary_uk: text(value, 'summary_uk'),
    summary_en: text(value, 'summary_en'),
    author_uk: text(value, 'author_uk'),
    author_en: text(value, 'author_en'),
    image: image(),
    body_uk: body('body_uk', true),
    // An article not translated yet: the page shows the Ukrainian body with a note.
    body_en: body('body_en', false),
  };
};
