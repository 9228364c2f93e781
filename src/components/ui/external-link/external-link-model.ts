import { safeExternalUrl } from '../../../../contract/safe-url';

/** The href an external link may carry: http(s) only; undefined renders plain text. */
export function externalHref(url: unknown): string | undefined {
  return safeExternalUrl(url);
}

/** What every link that opens a new tab carries. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A link's target as paper shows it: host and path, without the scheme, query or fragment (a
 * signed document's `?KeyID=…&Signature=…` is noise on paper), the path's letters decoded.
 */
export function printedHref(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname;
  try {
    return `${url.host}${decodeURI(path)}`;
  } catch {
    return `${url.host}${path}`;
  }
}
