/**
 * A Hunspell dictionary read for its word forms: which dictionary words a form comes from, and
 * every form of a dictionary word. The uk_UA dictionary (npm dictionary-uk, the one Debian's
 * hunspell-uk ships) uses only suffix rules with one-character flags and no continuation
 * classes, which is all this reads.
 */

interface SuffixRule {
  flag: string;
  /** Removed from the dictionary word's end… */
  strip: string;
  /** …and this added, to make the form. */
  add: string;
  /** What the dictionary word's end must look like. */
  condition: RegExp;
}

export interface HunspellForms {
  /** The dictionary words (lower-cased) that `form` is a form of, itself included when listed. */
  lemmasOf: (form: string) => string[];
  /** Every form of a dictionary word, itself included; none for a word the dictionary lacks. */
  formsOf: (lemma: string) => string[];
}

const parseRules = (aff: string): SuffixRule[] =>
  aff.split('\n').flatMap((line) => {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    // The header of a rule group ('SFX flag Y count') has no condition.
    if (kind !== 'SFX' || flag === undefined || condition === undefined || add === undefined) {
      return [];
    }
    return [
      {
        flag,
        strip: strip === '0' ? '' : (strip ?? ''),
        add: add === '0' ? '' : add,
        condition: new RegExp(`${condition === '.' ? '' : condition}$`, 'u'),
      },
    ];
  });

/**
 * Dictionary words, lower-cased, with the flags of every entry spelled so. Read line by line
 * with indexOf, as splitting 335,000 lines and lower-casing each doubled the time of the first
 * text search.
 */
const parseWords = (dic: string): Map<string, string> => {
  const words = new Map<string, string>();
  // The first line is the entry count.
  let start = dic.indexOf('\n') + 1;
  while (start > 0 && start < dic.length) {
    const next = dic.indexOf('\n', start);
    const end = next < 0 ? dic.length : next;
    const slash = dic.indexOf('/', start);
    const wordEnd = slash >= 0 && slash < end ? slash : end;
    const written = dic.slice(start, wordEnd).trim();
    const word = /\p{Lu}/u.test(written) ? written.toLowerCase() : written;
    const flags = wordEnd < end ? dic.slice(wordEnd + 1, end).trim() : '';
    if (word) {
      const known = words.get(word);
      words.set(word, known === undefined ? flags : known + flags);
    }
    start = end + 1;
  }
  return words;
};

/** Rules grouped by a key of theirs. */
const groupBy = (rules: SuffixRule[], key: (rule: SuffixRule) => string) => {
  const groups = new Map<string, SuffixRule[]>();
  for (const rule of rules) {
    const group = groups.get(key(rule));
    if (group) group.push(rule);
    else groups.set(key(rule), [rule]);
  }
  return groups;
};

export const readHunspell = (aff: string, dic: string): HunspellForms => {
  const rules = parseRules(aff);
  const words = parseWords(dic);
  const byFlag = groupBy(rules, (rule) => rule.flag);
  const byAdd = groupBy(rules, (rule) => rule.add);
  const longestAdd = Math.max(0, ...rules.map((rule) => rule.add.length));

  const lemmasOf = (form: string): string[] => {
    const lemmas = new Set<string>();
    if (words.has(form)) lemmas.add(form);
    for (let length = 0; length <= Math.min(longestAdd, form.length - 1); length += 1) {
      const stem = form.slice(0, form.length - length);
      for (const rule of byAdd.get(form.slice(form.length - length)) ?? []) {
        const lemma = stem + rule.strip;
        if (words.get(lemma)?.includes(rule.flag) && rule.condition.test(lemma)) lemmas.add(lemma);
      }
    }
    return [...lemmas];
  };

  const formsOf = (lemma: string): string[] => {
    const flags = words.get(lemma);
    if (flags === undefined) return [];
    const forms = new Set([lemma]);
    for (const flag of new Set(flags)) {
      for (const rule of byFlag.get(flag) ?? []) {
        if (lemma.endsWith(rule.strip) && rule.condition.test(lemma)) {
          forms.add(lemma.slice(0, lemma.length - rule.strip.length) + rule.add);
        }
      }
    }
    return [...forms];
  };

  return { lemmasOf, formsOf };
};
