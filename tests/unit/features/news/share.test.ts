import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHARE_NETWORKS,
  SHARE_POPUP,
  UnknownShareNetworkError,
  articleShareUrl,
  sharePopupFeatures,
  shareTarget,
} from '../../../../src/features/news/model/share';
import { openSharePopup } from '../../../../src/features/news/share-popup';

const url = articleShareUrl('https://portal.example', 'how-complaints-work', 'uk');
const title = 'Скарги: як це працює & чому';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the share widget', () => {
  it('shares the article by its slug, in the language it was read in', () => {
    expect(url).toBe('https://portal.example/news/how-complaints-work');
    expect(articleShareUrl('https://portal.example', 'x-y', 'en')).toBe(
      'https://portal.example/news/x-y?lang=en',
    );
  });

  it.each(SHARE_NETWORKS.map((network) => [network]))(
    '%s gets the article address encoded, on its own https host',
    (network) => {
      const target = new URL(shareTarget(network, url, title));
      expect(target.protocol).toBe('https:');
      expect(shareTarget(network, url, title)).toContain(encodeURIComponent(url));
      const params = [...target.searchParams.values()];
      expect(params).toContain(url);
    },
  );

  it('raises its error for a network it does not know', () => {
    expect(() => shareTarget('myspace', url, title)).toThrow(UnknownShareNetworkError);
    expect(() => shareTarget('constructor', url, title)).toThrow(/constructor/);
  });

  it('opens a 626 × 436 popup centred on the window, without a handle back', () => {
    const features = sharePopupFeatures({ width: 1280, height: 800, left: 100, top: 50 });
    expect(SHARE_POPUP).toEqual({ width: 626, height: 436 });
    expect(features).toBe('width=626,height=436,left=427,top=232,noopener,noreferrer');
    expect(sharePopupFeatures({ width: 360, height: 300, left: 0, top: 0 })).toMatch(
      /left=0,top=0/,
    );
  });

  it('opens the popup through window.open, and for an unknown network logs and opens none', () => {
    const open = vi.fn<Window['open']>(() => null);
    const host = { open, screenX: 0, screenY: 0, outerWidth: 1252, outerHeight: 872 };
    expect(openSharePopup('telegram', url, title, host)).toBe(true);
    expect(open).toHaveBeenCalledWith(
      shareTarget('telegram', url, title),
      '_blank',
      'width=626,height=436,left=313,top=218,noopener,noreferrer',
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(openSharePopup('myspace', url, title, host)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBeInstanceOf(UnknownShareNetworkError);
  });
});
