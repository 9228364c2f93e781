/** On the server: the origin of the request being rendered (see entry-server.tsx). */
let requestOrigin: (() => string | undefined) | undefined;

/** The server render's way to tell components its request's public origin. */
export function setRequestOriginSource(source: () => string | undefined): void {
  requestOrigin = source;
}

/** The page's origin (`https://host`), for links that leave the portal whole (sharing). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? (requestOrigin?.() ?? '') : location.origin;
}
