/**
 * A tender's story as an Atom feed (GET /feeds/tender/:id.atom): anyone can follow one tender in
 * a feed reader without making a watch. Each entry links the tab of the tender page it is about;
 * its id is the tender page's address with the entry's key, stable across versions.
 */
import { Feed } from 'feed';
import type { Lang } from '../../contract/api.ts';
import { paths } from '../../contract/routes/paths.ts';
import type { Tender } from '../../contract/tender.ts';
import type { EventLabels } from '../watches/event-text.ts';
import { eventText } from '../watches/event-text.ts';
import type { StoryEntry } from './tender-story.ts';
import { asHtmlText, pageUrl, tenderTabPath } from './atom.ts';

const TEXT = {
  uk: {
    title: (tenderID: string, title: string) => `${tenderID}: ${title} — Prozorro`,
    description: 'Запитання, скарги, рішення, скасування, договори й документи закупівлі',
  },
  en: {
    title: (tenderID: string, title: string) => `${tenderID}: ${title} — Prozorro`,
    description:
      "The tender's questions, complaints, decisions, cancellations, contracts and documents",
  },
} as const;

export interface TenderFeedInput {
  tender: Tender;
  entries: readonly StoryEntry[];
  lang: Lang;
  origin: string;
  /** The feed's own address. */
  self: string;
  labels: EventLabels;
}

export const tenderFeedXml = ({ tender, entries, lang, origin, self, labels }: TenderFeedInput) => {
  const { tenderID } = tender;
  const title = lang === 'en' ? (tender.title_en ?? tender.title) : tender.title;
  const feed = new Feed({
    id: self,
    title: TEXT[lang].title(tenderID, title),
    description: TEXT[lang].description,
    link: pageUrl(origin, paths.tender(tenderID), '', lang),
    feedLinks: { atom: self },
    language: lang,
    updated: new Date(entries[0]?.at ?? tender.dateModified),
    generator: false,
  });
  for (const entry of entries) {
    feed.addItem({
      id: `${origin}${paths.tender(tenderID)}#${entry.key}`,
      title: asHtmlText(eventText(entry.kind, entry.detail, lang, labels)),
      link: pageUrl(origin, tenderTabPath(tenderID, entry.tab), '', lang),
      date: new Date(entry.at),
    });
  }
  return feed.atom1();
};
