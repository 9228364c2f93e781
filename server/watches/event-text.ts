/** What a watch's event says, in the watch's language: a feed entry's title or a notification. */
import type { Lang } from '../../contract/api.ts';

export interface EventLabels {
  /** A tender status's name. */
  status: (code: string) => string;
}

type Detail = Record<string, unknown>;

/** A detail's value as text: a string or a number, else nothing. */
export const detailText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const text = detailText;

/** What a search watch is named by: the words it searches for, if any. */
export const searchWords = (query: string): string => new URLSearchParams(query).get('text') ?? '';

const DATE = {
  uk: new Intl.DateTimeFormat('uk-UA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  }),
};
const when = (value: unknown, lang: Lang): string => {
  const time = Date.parse(text(value));
  return Number.isNaN(time) ? text(value) : DATE[lang].format(time);
};

const SAYINGS: Record<Lang, Record<string, (detail: Detail, labels: EventLabels) => string>> = {
  uk: {
    match: () => 'Нова закупівля за пошуком',
    status: (d, l) => `Статус: ${l.status(text(d.to))}`,
    deadline: (d) => `Кінцевий строк подання пропозицій: ${when(d.to, 'uk')}`,
    question: (d) => `Нове запитання: ${text(d.title)}`,
    answer: (d) => `Відповідь на запитання: ${text(d.title)}`,
    complaint: (d) => `${d.type === 'claim' ? 'Нова вимога' : 'Нова скарга'}: ${text(d.title)}`,
    complaint_decided: (d) =>
      `${d.type === 'claim' ? 'Вимогу' : 'Скаргу'} розглянуто: ${text(d.title)}`,
    winner: (d) => `Визначено переможця: ${text(d.supplier)}`,
    disqualified: (d) => `Відхилено пропозицію: ${text(d.supplier)}`,
    cancellation: (d) => `Скасування: ${text(d.reason)}`,
    contract: (d) => `Підписано договір: ${text(d.supplier)}`,
    documents: (d) =>
      Number(d.count) > 1
        ? `Нові документи (${text(d.count)}): ${text(d.first)} та інші`
        : `Новий документ: ${text(d.first)}`,
  },
  en: {
    match: () => 'New tender matching the search',
    status: (d, l) => `Status: ${l.status(text(d.to))}`,
    deadline: (d) => `Deadline for bids: ${when(d.to, 'en')}`,
    question: (d) => `New question: ${text(d.title)}`,
    answer: (d) => `Question answered: ${text(d.title)}`,
    complaint: (d) => `${d.type === 'claim' ? 'New claim' : 'New complaint'}: ${text(d.title)}`,
    complaint_decided: (d) =>
      `${d.type === 'claim' ? 'Claim' : 'Complaint'} decided: ${text(d.title)}`,
    winner: (d) => `Winner chosen: ${text(d.supplier)}`,
    disqualified: (d) => `Bid rejected: ${text(d.supplier)}`,
    cancellation: (d) => `Cancellation: ${text(d.reason)}`,
    contract: (d) => `Contract signed: ${text(d.supplier)}`,
    documents: (d) =>
      Number(d.count) > 1
        ? `New documents (${text(d.count)}): ${text(d.first)} and more`
        : `New document: ${text(d.first)}`,
  },
};

/** The event in a line, in `lang`; an unknown kind is named by its code. */
export const eventText = (kind: string, detail: Detail, lang: Lang, labels: EventLabels): string =>
  SAYINGS[lang][kind]?.(detail, labels) ?? kind;
