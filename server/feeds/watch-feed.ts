/**
 * A watch's events as an Atom feed: one entry per event, its id the event's own (stable), its
 * link the tender page's tab the event is about, in the watch's language.
 */
import { Feed } from 'feed';
import type { Lang } from '../../contract/api.ts';
import { paths } from '../../contract/routes/paths.ts';
import type { EventLabels } from '../watches/event-text.ts';
import { detailText, eventText, searchWords } from '../watches/event-text.ts';
import type { StoredWatch, WatchEvent } from '../watches/store.ts';
import { asHtmlText, pageUrl, tenderTabPath } from './atom.ts';

const TEXT = {
  uk: {
    search: (query: string) =>
      `Стеження за пошуком ${query === '' ? 'усіх закупівель' : `«${query}»`} — Prozorro`,
    tender: (tenderID: string) => `Стеження за закупівлею ${tenderID} — Prozorro`,
    description: 'Що змінилося в закупівлях, за якими ви стежите',
  },
  en: {
    search: (query: string) =>
      `Following the search ${query === '' ? 'of all tenders' : `“${query}”`} — Prozorro`,
    tender: (tenderID: string) => `Following tender ${tenderID} — Prozorro`,
    description: 'What changed in the tenders you follow',
  },
} as const;

export interface WatchFeedInput {
  watch: StoredWatch;
  /** The watched tender's tenderID (a tender watch). */
  tenderID: string | undefined;
  events: readonly WatchEvent[];
  origin: string;
  /** The feed's own address. */
  self: string;
  labels: EventLabels;
}

export const watchFeedXml = ({ watch, tenderID, events, origin, self, labels }: WatchFeedInput) => {
  const lang: Lang = watch.lang;
  const home =
    watch.kind === 'search'
      ? pageUrl(origin, paths.search('tender'), watch.query ?? '', lang)
      : pageUrl(origin, paths.tender(tenderID ?? watch.tenderId ?? ''), '', lang);
  const feed = new Feed({
    id: self,
    title:
      watch.kind === 'search'
        ? TEXT[lang].search(searchWords(watch.query ?? '') || (watch.query ?? ''))
        : TEXT[lang].tender(tenderID ?? ''),
    description: TEXT[lang].description,
    link: home,
    feedLinks: { atom: self },
    language: lang,
    updated: new Date(events[0]?.at ?? watch.createdAt),
    generator: false,
  });
  for (const event of events) {
    const eventTenderID = detailText(event.detail.tenderID) || event.tenderId;
    const path = tenderTabPath(eventTenderID, event.detail.tab);
    feed.addItem({
      id: `${origin}${paths.tender(eventTenderID)}#event-${String(event.id)}`,
      title: asHtmlText(`${eventTenderID}: ${eventText(event.kind, event.detail, lang, labels)}`),
      link: pageUrl(origin, path, '', lang),
      date: new Date(event.at),
      description: asHtmlText(detailText(event.detail.title)),
    });
  }
  return feed.atom1();
};
