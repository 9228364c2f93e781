/**
 * A tender search as an Atom feed (RFC 4287), written by the `feed` package: one entry per
 * tender, its id the tender page's address (stable whatever changes), its link that page in the
 * feed's language, updated when the tender last changed.
 */
import { Feed } from 'feed';
import type { Lang } from '../../contract/api.ts';
import { paths } from '../../contract/routes/paths.ts';
import type { TenderHit } from '../../contract/search.ts';
import { asHtmlText, pageUrl } from './atom.ts';

/** How many of the newest matches a feed carries. */
export const FEED_ENTRIES = 50;

const TEXT = {
  uk: {
    titleOf: (words: string) => `Закупівлі за пошуком «${words}» — Prozorro`,
    titleAll: 'Нові закупівлі — Prozorro',
    description: `${String(FEED_ENTRIES)} найновіших закупівель, що відповідають пошуку`,
    noValue: 'вартість не вказана',
  },
  en: {
    titleOf: (words: string) => `Tenders matching “${words}” — Prozorro`,
    titleAll: 'New tenders — Prozorro',
    description: `The ${String(FEED_ENTRIES)} newest tenders matching the search`,
    noValue: 'no value given',
  },
} as const;

export interface SearchFeedInput {
  hits: readonly TenderHit[];
  lang: Lang;
  /** The portal's origin, for absolute links. */
  origin: string;
  /** The query string of the search (without `?` and `lang`), as the search page's address. */
  search: string;
  /** The words searched for, when there are any. */
  text: string | undefined;
  /** Names a tender status and a procedure type in the feed's language. */
  labels: { status: (code: string) => string; procedureType: (code: string) => string };
}

const AMOUNT = {
  uk: new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

const valueText = (hit: TenderHit, lang: Lang): string =>
  hit.value ? `${AMOUNT[lang].format(hit.value.amount)} ${hit.value.currency}` : TEXT[lang].noValue;

export const searchFeedXml = ({ hits, lang, origin, search, text, labels }: SearchFeedInput) => {
  const self = `${origin}/feeds/tender.atom?${search === '' ? '' : `${search}&`}lang=${lang}`;
  const newest = Math.max(0, ...hits.map((hit) => Date.parse(hit.dateModified) || 0));
  const feed = new Feed({
    id: self,
    title: text ? TEXT[lang].titleOf(text) : TEXT[lang].titleAll,
    description: TEXT[lang].description,
    link: pageUrl(origin, paths.search('tender'), search, lang),
    feedLinks: { atom: self },
    language: lang,
    updated: new Date(newest || Date.now()),
    generator: false,
  });
  for (const hit of hits) {
    const link = pageUrl(origin, paths.tender(hit.tenderID), '', lang);
    feed.addItem({
      id: origin + paths.tender(hit.tenderID),
      title: asHtmlText(`${hit.tenderID}: ${(lang === 'en' && hit.title_en) || hit.title}`),
      link,
      date: new Date(hit.dateModified),
      ...(hit.datePublished && { published: new Date(hit.datePublished) }),
      author: [{ name: hit.procuringEntityName }],
      description: asHtmlText(
        [
          hit.procuringEntityName,
          labels.status(hit.status),
          labels.procedureType(hit.procurementMethodType),
          valueText(hit, lang),
        ].join(' · '),
      ),
    });
  }
  return feed.atom1();
};
