/**
 * What a push notification says of a watch's news, in the watch's language: the search's name or
 * the tender's title, what happened, and the page a click opens. Pure.
 */
import type { Lang } from '../../contract/api.ts';
import type { NotificationPayload } from '../../contract/push.ts';
import { paths } from '../../contract/routes/paths.ts';
import { pageUrl, tenderTabPath } from '../feeds/atom.ts';
import { detailText, eventText, searchWords, type EventLabels } from './event-text.ts';

export interface NotifiedWatch {
  kind: 'search' | 'tender';
  query: string | null;
  lang: Lang;
}

export interface NotifiedEvent {
  kind: string;
  detail: Record<string, unknown>;
}

const TENDERS = {
  uk: (count: number) => {
    const form = new Intl.PluralRules('uk').select(count);
    return form === 'one'
      ? `${String(count)} нова закупівля`
      : form === 'few'
        ? `${String(count)} нові закупівлі`
        : `${String(count)} нових закупівель`;
  },
  en: (count: number) => `${String(count)} new ${count === 1 ? 'tender' : 'tenders'}`,
};

const SEARCH_OF = {
  uk: (name: string) => (name ? `за пошуком «${name}»` : 'за вашим пошуком'),
  en: (name: string) => (name ? `matching “${name}”` : 'matching your search'),
};

const BODY_MAX = 240;
const cut = (text: string): string =>
  text.length <= BODY_MAX ? text : `${text.slice(0, BODY_MAX - 1)}…`;

/** The notification of `events` (oldest first, at least one) for `watch`. */
export const notificationOf = (
  watch: NotifiedWatch,
  events: readonly NotifiedEvent[],
  { tag, labels }: { tag: string; labels: EventLabels },
): NotificationPayload => {
  const { lang } = watch;
  const first = events[0];
  if (watch.kind === 'search') {
    const query = watch.query ?? '';
    const name = searchWords(query);
    return {
      title: `${TENDERS[lang](events.length)} ${SEARCH_OF[lang](name)}`,
      body: cut(events.map((event) => detailText(event.detail.title)).join(' · ')),
      url: pageUrl('', paths.search('tender'), query, lang),
      tag,
      lang,
    };
  }
  const tenderID = detailText(first?.detail.tenderID);
  const tab = first?.detail.tab;
  return {
    title: detailText(first?.detail.title) || tenderID,
    body: cut(events.map((event) => eventText(event.kind, event.detail, lang, labels)).join('; ')),
    url: pageUrl('', tenderTabPath(tenderID, tab), '', lang),
    tag,
    lang,
    tenderID,
  };
};
