import { describe, expect, it } from 'vitest';
import {
  base64UrlBytes,
  permissionProblem,
  pushUnavailable,
  sameKey,
} from '../../../../src/features/saved/notify/push-ability';
import type { BrowserFacts } from '../../../../src/features/saved/notify/push-ability';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const facts = (over: Partial<BrowserFacts>): BrowserFacts => ({
  hasNotification: true,
  hasPushManager: true,
  hasServiceWorker: true,
  userAgent: FIREFOX,
  maxTouchPoints: 0,
  standalone: false,
  ...over,
});

describe('whether this browser can be asked for notifications (issue 43 point 6)', () => {
  it('asks a browser with notifications, push and a service worker', () => {
    expect(pushUnavailable(facts({}))).toBeUndefined();
    expect(pushUnavailable(facts({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBeUndefined();
  });

  it('sends iPhone and iPad outside the home screen there first', () => {
    expect(pushUnavailable(facts({ userAgent: IPHONE, hasPushManager: false }))).toBe(
      'ios-home-screen',
    );
    expect(pushUnavailable(facts({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe(
      'ios-home-screen',
    );
    expect(pushUnavailable(facts({ userAgent: IPHONE, standalone: true }))).toBeUndefined();
  });

  it('names a browser without the parts push needs', () => {
    expect(pushUnavailable(facts({ hasPushManager: false }))).toBe('unsupported');
    expect(pushUnavailable(facts({ hasNotification: false }))).toBe('unsupported');
    expect(pushUnavailable(facts({ hasServiceWorker: false }))).toBe('unsupported');
  });

  it('reads the permission answer', () => {
    expect(permissionProblem('granted')).toBeUndefined();
    expect(permissionProblem('denied')).toBe('denied');
    expect(permissionProblem('default')).toBe('dismissed');
  });
});

describe('the VAPID key a subscription is made with', () => {
  // A P-256 public key as web-push makes them: 65 bytes, uncompressed (0x04 first).
  const KEY =
    'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

  it('decodes base64url without padding', () => {
    const bytes = base64UrlBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(KEY);
  });

  it('keeps a subscription made with the same key and replaces one made with another', () => {
    const key = base64UrlBytes(KEY);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[64] = (other[64] ?? 0) ^ 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
