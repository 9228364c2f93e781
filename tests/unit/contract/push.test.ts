import { describe, expect, it } from 'vitest';
import { isNotificationPayload } from '../../../contract/push';

const payload = {
  title: 'Ізольовані дроти і кабелі',
  body: 'Статус: Торги відмінено',
  url: '/tender/UA-2024-02-05-014363-a/questions',
  tag: '0123456789abcdef',
  lang: 'uk',
};

describe('a push message the service worker shows', () => {
  it('is a watch’s payload with a path on this site', () => {
    expect(isNotificationPayload(payload)).toBe(true);
    expect(isNotificationPayload({ ...payload, lang: 'en', tenderID: 'UA-1' })).toBe(true);
  });

  it.each([
    ['another site', { ...payload, url: 'https://evil.example/' }],
    ['a protocol-relative address', { ...payload, url: '//evil.example/' }],
    ['a script address', { ...payload, url: 'javascript:alert(1)' }],
    ['another language', { ...payload, lang: 'de' }],
    ['no title', { ...payload, title: undefined }],
    ['not an object', 'Статус змінено'],
  ])('is not %s', (_what, value) => {
    expect(isNotificationPayload(value)).toBe(false);
  });
});
