import type { Lang } from '../../../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../../../contract/static-data';
import { entryLabel } from '../../../../contract/dictionary-label';
import { safeAppPath, safeExternalUrl, safeLink } from '../../../../contract/safe-url';
import type { SafeLink } from '../../../../contract/safe-url';

/** The intrinsic sizes of the banner images (data/dictionaries/banner.json, public/banners). */
export const BANNER_SMALL = { width: 640, height: 320 } as const;
export const BANNER_LARGE = { width: 1600, height: 400 } as const;

export interface BannerView {
  code: string;
  /** The banner's title: the image's text alternative and its caption. */
  title: string;
  link: SafeLink;
  /** The phone image; the large one is the wide screens' (a `<picture>` source). */
  imageSmall: string;
  imageLarge: string | undefined;
}

const orderOf = (entry: DictionaryEntry): number =>
  typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;

const imageOf = (value: unknown): string | undefined =>
  safeAppPath(value) ?? safeExternalUrl(value);

/**
 * The banners of the dictionary in its order. A banner needs a title, a safe link and an image
 * (the small one, else the large one for both); anything less is left out.
 */
export function toBanners(dictionary: Dictionary | undefined, lang: Lang): BannerView[] {
  if (!dictionary) return [];
  return Object.entries(dictionary.data)
    .sort(([, a], [, b]) => orderOf(a) - orderOf(b))
    .flatMap(([code, entry]) => {
      const title = entryLabel(entry, lang);
      const link = safeLink(entry.url);
      const imageLarge = imageOf(entry.image_large);
      const imageSmall = imageOf(entry.image_small) ?? imageLarge;
      if (title === undefined || link === undefined || imageSmall === undefined) return [];
      return [{ code, title, link, imageSmall, imageLarge }];
    });
}
