import type { PushProblem } from '../../../lib/db';

/** What the browser offers for Web Push, read once when the switch is pressed. */
export interface BrowserFacts {
  hasNotification: boolean;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** The portal runs from the home screen (an installed web app). */
  standalone: boolean;
}

export const browserFacts = (): BrowserFacts => ({
  hasNotification: typeof Notification !== 'undefined',
  hasPushManager: typeof PushManager !== 'undefined',
  hasServiceWorker: 'serviceWorker' in navigator,
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints,
  standalone: window.matchMedia('(display-mode: standalone)').matches,
});

/** iPhone, iPad (whose Safari calls itself a Mac with a touch screen) and iPod. */
const isAppleMobile = ({ userAgent, maxTouchPoints }: BrowserFacts): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/**
 * Why this browser cannot subscribe to push, or undefined when it can ask for permission. Safari
 * on iPhone and iPad offers push only to a web app added to the home screen.
 */
export function pushUnavailable(facts: BrowserFacts): PushProblem | undefined {
  if (isAppleMobile(facts) && !facts.standalone) return 'ios-home-screen';
  if (!facts.hasNotification || !facts.hasPushManager || !facts.hasServiceWorker) {
    return 'unsupported';
  }
  return undefined;
}

/** The problem a permission answer leaves, or undefined when notifications may show. */
export const permissionProblem = (permission: NotificationPermission): PushProblem | undefined =>
  permission === 'granted' ? undefined : permission === 'denied' ? 'denied' : 'dismissed';

/** The bytes of a base64url string (the VAPID public key as the server gives it). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key (else it must be made again). */
export const sameKey = (held: ArrayBuffer | null, key: Uint8Array): boolean => {
  if (!held || held.byteLength !== key.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === key[index]);
};
