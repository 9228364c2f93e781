import type { Lang } from './api';
import { LANGS } from './api';

/** The query parameter a shared link carries its language in: ?lang=en. */
export const LANG_PARAM = 'lang';

/** The language a query string ('?a=1&lang=en') asks for; undefined when it names none of ours. */
export function langOfSearch(search: string): Lang | undefined {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return LANGS.find((lang) => lang === value);
}

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

const isLangPair = (pair: string): boolean => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === LANG_PARAM;
  } catch {
    return false;
  }
};

/**
 * The same address with ?lang=<lang> last: the path, the other parameters (exactly as
 * written) and the hash are kept; an earlier lang parameter is replaced.
 */
export function withLangParam({ pathname, search, hash }: AddressParts, lang: Lang): string {
  const others = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !isLangPair(pair));
  return `${pathname}?${[...others, `${LANG_PARAM}=${lang}`].join('&')}${hash}`;
}
