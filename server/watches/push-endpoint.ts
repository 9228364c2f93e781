/**
 * The push services the server may post to (PUSH_SERVICE_HOSTS): a subscription whose endpoint
 * is anywhere else is refused, so the portal can never be made to post to an address of
 * someone's choosing.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  // Chrome and other Chromium browsers
  'fcm.googleapis.com',
  // Firefox
  'updates.push.services.mozilla.com',
  // Edge (Windows Push Notification Services: wns2-<region>.notify.windows.com)
  '*.notify.windows.com',
  // Safari
  'web.push.apple.com',
];

/** Whether `host` is one of `allowed`: exactly, or under a `*.` entry's domain. */
const hostAllowed = (host: string, allowed: readonly string[]): boolean =>
  allowed.some((entry) =>
    entry.startsWith('*.')
      ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1
      : host === entry,
  );

/** The endpoint's problem, or undefined when the server may post to it. */
export const pushEndpointProblem = (
  endpoint: string,
  allowed: readonly string[],
): string | undefined => {
  if (!URL.canParse(endpoint)) return 'push.endpoint is not a URL';
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'push.endpoint must be an https: URL';
  if (url.username || url.password) return 'push.endpoint must not carry credentials';
  if (!hostAllowed(url.hostname.toLowerCase(), allowed)) {
    return `push.endpoint's host ${url.hostname.slice(0, 100)} is not a push service this portal posts to`;
  }
  return undefined;
};
