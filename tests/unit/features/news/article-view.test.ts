import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '../../../../contract/articles';
import { blockTexts, toArticleView } from '../../../../src/features/news/model/article-view';
import { relatedArticles } from '../../../../src/features/news/model/related-articles';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import { shippedDictionary, shippedArticle, shippedArticles } from '../../../support/shipped-data';

const groups = shippedDictionary('group');
const index = shippedDictionary('article');
const sourceTexts = (blocks: ArticleBlock[]): string[] =>
  blocks.flatMap((block) => ('items' in block ? block.items : [block.text]));

describe('the article view of every shipped article', () => {
  it.each(shippedArticles().map((article) => [article.slug, article] as const))(
    '%s: head and every block in each language, links only http(s) or a path here',
    (_slug, article) => {
      for (const lang of ['uk', 'en'] as const) {
        const view = toArticleView(article, lang, (slug) => dictionaryLabel(groups, slug, lang));
        const body = article[`body_${lang}`];
        expect(view.title).toBe(article[`title_${lang}`]);
        expect(view.author).toBe(article[`author_${lang}`]);
        expect(view.group).toBe(groups.data[article.group]?.[`title_${lang}`]);
        expect(view.image.alt).toBe(article.image[`alt_${lang}`]);
        expect(view.bodyLang).toBe(lang);
        expect(view.onlyUkrainian).toBe(false);
        expect(view.blocks.map((block) => block.kind)).toEqual(body.map((block) => block.type));
        expect(blockTexts(view.blocks)).toEqual(sourceTexts(body));
        body.forEach((block, position) => {
          const shown = view.blocks[position];
          if (block.type !== 'link' || shown?.kind !== 'link') return;
          expect(shown.link).toEqual(
            block.href.startsWith('/')
              ? { kind: 'internal', to: block.href }
              : { kind: 'external', href: new URL(block.href).href },
          );
        });
      }
    },
  );
});

describe('an article that exists only in Ukrainian', () => {
  const article = { ...shippedArticle('how-complaints-work'), body_en: [] };

  it('shows its Ukrainian body in English, marked as Ukrainian, with the note', () => {
    const view = toArticleView(article, 'en', (slug) => slug);
    expect(view.title).toBe(article.title_en);
    expect(blockTexts(view.blocks)).toEqual(sourceTexts(article.body_uk));
    expect(view.bodyLang).toBe('uk');
    expect(view.onlyUkrainian).toBe(true);
    expect(toArticleView(article, 'uk', (slug) => slug).onlyUkrainian).toBe(false);
  });
});

describe('a link block that is not safe', () => {
  it('shows as text: no javascript:, no other host by //', () => {
    const article = shippedArticle('new-portal-launched');
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const view = toArticleView(
        { ...article, body_uk: [{ type: 'link', text: 'x', href }] },
        'uk',
        (slug) => slug,
      );
      expect(view.blocks).toEqual([{ kind: 'link', text: 'x', link: undefined }]);
    }
  });
});

describe('related articles', () => {
  it.each(shippedArticles().map((article) => [article.slug, article] as const))(
    '%s: the newest others of its group, at most 3',
    (_slug, article) => {
      const expected = shippedArticles()
        .filter((other) => other.group === article.group && other.id !== article.id)
        .sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published))
        .slice(0, 3);
      const related = relatedArticles(index, article, 'en');
      expect(related.map((one) => one.href)).toEqual(
        expected.map((other) => `/news/${other.slug}`),
      );
      expect(related.map((one) => one.title)).toEqual(expected.map((other) => other.title_en));
    },
  );

  it('are none without the index (offline on a first visit)', () => {
    expect(relatedArticles(undefined, shippedArticle('how-complaints-work'), 'uk')).toEqual([]);
  });
});
