import type { Lang } from '../../../../contract/api';
import { paths } from '../../../../contract/routes/paths';

/** The networks of the share widget, in the order of its buttons. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The names people know them by (brands, the same in both languages). */
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
};

/** The share popup is 626 × 436 pixels. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

/** Asking the share widget for a network it does not know raises an error. */
export class UnknownShareNetworkError extends Error {
  constructor(readonly network: string) {
    super(`Unknown share network "${network}"`);
    this.name = 'UnknownShareNetworkError';
  }
}

const isShareNetwork = (value: string): value is ShareNetwork =>
  (SHARE_NETWORKS as readonly string[]).includes(value);

/** The network's share page for the address (and, where it takes one, the title). */
export function shareTarget(network: string, url: string, title: string): string {
  if (!isShareNetwork(network)) throw new UnknownShareNetworkError(network);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
  }
}

export interface ScreenBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The window.open features of the popup: 626 × 436, centred on the browser window, and
 * without a handle back to this page.
 */
export function sharePopupFeatures(box: ScreenBox): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(box.left + (box.width - width) / 2));
  const top = Math.max(0, Math.round(box.top + (box.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

/** The address people get: the article by its slug, in the language it was read in. */
export function articleShareUrl(origin: string, slug: string, lang: Lang): string {
  return `${origin}${paths.article(slug)}${lang === 'en' ? '?lang=en' : ''}`;
}
