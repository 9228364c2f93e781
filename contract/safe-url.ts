/**
 * Upstream text is untrusted: only http(s) links leave the app, and app paths must be
 * plain absolute paths ('/news', not '//evil.example' or 'javascript:…').
 */
export function safeExternalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function safeAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : undefined;
}

export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** An app path or an http(s) URL; anything else is dropped. */
export function safeLink(value: unknown): SafeLink | undefined {
  const to = safeAppPath(value);
  if (to !== undefined) return { kind: 'internal', to };
  const href = safeExternalUrl(value);
  return href === undefined ? undefined : { kind: 'external', href };
}
