import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stemmer } from '@orama/stemmers/ukrainian';
import { readHunspell, type HunspellForms } from './hunspell.ts';

/** What one query word matches in the stored text. */
export interface WordMatch {
  /** Word beginnings: the word as typed, so a word typed in part still matches. */
  prefixes: string[];
  /** Whole words: its other forms that do not begin with it (паперу → папір, папері…). */
  words: string[];
}

let dictionary: HunspellForms | undefined;

/**
 * The uk_UA Hunspell dictionary (npm dictionary-uk): about a second and 70 MB in each process
 * that searches.
 */
const ukrainian = (): HunspellForms => {
  if (!dictionary) {
    const folder = path.dirname(createRequire(import.meta.url).resolve('dictionary-uk'));
    const read = (file: string): string => readFileSync(path.join(folder, file), 'utf8');
    dictionary = readHunspell(read('index.aff'), read('index.dic'));
  }
  return dictionary;
};

/**
 * Reads the dictionary soon, in the background of a process that serves searches, not in the
 * first text search's time (nor in a process that never searches); a failure to read it shows
 * on that search.
 */
export const warmWordForms = (): void => {
  setImmediate(() => {
    try {
      ukrainian();
    } catch {
      // Thrown again where a search needs the dictionary.
    }
  });
};

/** Shorter words are matched as typed; the dictionary knows words of this length on. */
const MIN_LOOKED_UP = 3;
/** A stem shorter than this would match too much. */
const MIN_STEMMED = 4;

/** Every form of every dictionary word that `word` is a form of; none when the dictionary lacks it. */
export const dictionaryForms = (word: string): string[] => {
  const lemmas = ukrainian().lemmasOf(word);
  return [...new Set(lemmas.flatMap((lemma) => ukrainian().formsOf(lemma)))];
};

/** The stemmer's stem of a word, when it is long enough to look for. */
export const stemOf = (word: string): string | undefined => {
  const stem = stemmer(word);
  return stem.length >= MIN_STEMMED && stem !== word ? stem : undefined;
};

/**
 * The forms a query word (lower-case letters and digits) matches: the other forms of every
 * dictionary word it is a form of; for a word the dictionary lacks (a misspelling, a Russian
 * or a rare word), the stemmer's stem as a word beginning. Codes and short words as typed.
 */
export const wordMatch = (word: string): WordMatch => {
  if (/\p{N}/u.test(word) || word.length < MIN_LOOKED_UP) return { prefixes: [word], words: [] };
  const forms = dictionaryForms(word);
  if (forms.length === 0) {
    const stem = stemOf(word);
    if (stem === undefined) return { prefixes: [word], words: [] };
    return { prefixes: word.startsWith(stem) ? [stem] : [word, stem], words: [] };
  }
  const words = forms.filter((form) => !form.startsWith(word) && /^\p{L}+$/u.test(form));
  return { prefixes: [word], words };
};
