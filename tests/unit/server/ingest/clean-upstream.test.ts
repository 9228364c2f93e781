import { describe, expect, it } from 'vitest';
import { cleanUpstream } from '../../../../server/ingest/clean-upstream.ts';

describe('cleanUpstream', () => {
  it('keeps http(s) links, trimmed, in every link-valued field at any depth', () => {
    const o = {
      url: ' https://example.org/a ',
      auctionUrl: 'HTTP://auction.example/1',
      lots: [{ auctionUrl: 'https://auction.example/lot' }],
      bids: [{ participationUrl: 'https://auction.example/bid' }],
      identifier: { uri: 'http://edr.example/123' },
    };
    expect(cleanUpstream(o)).toEqual({
      url: 'https://example.org/a',
      auctionUrl: 'HTTP://auction.example/1',
      lots: [{ auctionUrl: 'https://auction.example/lot' }],
      bids: [{ participationUrl: 'https://auction.example/bid' }],
      identifier: { uri: 'http://edr.example/123' },
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/relative/path',
    '',
  ])('drops the link %j', (link) => {
    const o = { documents: [{ title: 'a.pdf', url: link }], contactPoint: { url: link } };
    expect(cleanUpstream(o)).toEqual({ documents: [{ title: 'a.pdf' }], contactPoint: {} });
  });

  it('drops a link-valued field that is not text', () => {
    expect(cleanUpstream({ url: { href: 'javascript:x' }, uri: 42, id: 'k' })).toEqual({ id: 'k' });
  });

  it('strips direction controls from titles only', () => {
    const o = {
      title: '\u202eexe.pdf',
      title_en: 'a\u2066b\u2069c\u200e\u200f\u061c',
      documents: [{ title: 'fdp\u202e.exe' }],
      description: 'keeps \u202e as sent',
    };
    expect(cleanUpstream(o)).toEqual({
      title: 'exe.pdf',
      title_en: 'abc',
      documents: [{ title: 'fdp.exe' }],
      description: 'keeps \u202e as sent',
    });
  });

  it('changes nothing the second time', () => {
    const o = { title: '\u202ex', url: ' https://a.example ', items: [{ uri: 'data:x' }] };
    const once = structuredClone(cleanUpstream(o));
    expect(cleanUpstream(once)).toEqual(once);
  });
});
