import { safeExternalUrl } from '../../../lib/safe-url';

/** The href an external link may carry: http(s) only; undefined renders plain text. */
export function externalHref(url: unknown): string | undefined {
  return safeExternalUrl(url);
}

/** What every link that opens a new tab carries. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
