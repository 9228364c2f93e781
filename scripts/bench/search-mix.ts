/**
 * A seeded random mix of the tender searches users make, with values drawn from the loaded
 * tenders: words of real titles (often in another form, as people type them), statuses,
 * procedure types, regions, CPV codes and prefixes, buyers, value ranges and months, in any
 * combination, with any sort (relevance, the default with text, most often) and pages from the
 * first to deep ones. The same seed gives the same searches.
 */
import { dictionaryForms } from '../../server/search/word-forms/index.ts';
import { seededRandom } from '../seeded-random.ts';
import type { Samples } from './search-scenarios.ts';

const q = encodeURIComponent;
const WORD = /[\p{L}]{4,}/gu;

/** Another form of a word as the dictionary has it, or the word as it is. */
const inflect = (word: string, random: () => number): string => {
  const forms = dictionaryForms(word).filter((form) => form !== word);
  return forms.length > 0 ? (forms[Math.floor(random() * forms.length)] ?? word) : word;
};

/** `count` search addresses of /api/search/tender. */
export const searchMix = (samples: Samples, count: number, seed: number): string[] => {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (share: number): boolean => random() < share;
  const titleWords = samples.titles.map((title) => title.toLowerCase().match(WORD) ?? []);
  const text = (): string => {
    const words = pick(titleWords.filter((words) => words.length > 0));
    const start = Math.floor(random() * words.length);
    const picked = words.slice(start, start + 1 + Math.floor(random() * 3));
    return picked.map((word) => (chance(0.6) ? inflect(word, random) : word)).join(' ');
  };
  const month = (): string => {
    const start = new Date(Date.UTC(2023 + Math.floor(random() * 3), Math.floor(random() * 12)));
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1 + Math.floor(random() * 3));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return `date[tender][start]=${day(start)}&date[tender][end]=${day(end)}`;
  };
  return Array.from({ length: count }, () => {
    const parts: string[] = [];
    const hasText = chance(0.6);
    if (hasText) parts.push(`text=${q(text())}`);
    if (chance(0.3)) {
      const { status, type } = pick(samples.statusTypes);
      parts.push(`status=${q(status)}`);
      if (chance(0.5)) parts.push(`proc_type=${q(type)}`);
    }
    if (chance(0.2)) parts.push(`region=${q(pick(samples.regions))}`);
    if (chance(0.1)) parts.push(`cpv=${q(pick(samples.cpvCodes))}`);
    if (chance(0.1)) parts.push(`cpv_mask=${q(pick(samples.cpvMasks))}`);
    if (chance(0.1)) parts.push(`buyer=${q(pick(samples.buyers))}`);
    if (chance(0.15)) {
      const from = Math.round(10 ** (3 + random() * 4));
      parts.push(`value[amount][start]=${from}&value[amount][end]=${from * 10}`);
    }
    if (chance(0.15)) parts.push(month());
    const sorts = ['', 'sort_by=publication_date&order=desc', 'sort_by=publication_date&order=asc'];
    sorts.push('sort_by=value&order=asc', 'sort_by=value&order=desc');
    const sort = hasText && chance(0.6) ? 'sort_by=relevance' : pick(sorts);
    if (sort) parts.push(sort);
    const page = chance(0.7) ? 1 : 2 + Math.floor(random() * (chance(0.8) ? 10 : 99));
    if (page > 1) parts.push(`page=${page}`);
    return `/api/search/tender?${parts.join('&')}`;
  });
};
