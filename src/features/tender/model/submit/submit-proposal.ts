import type { Lang } from '../../../../../contract/api';
import type { Dictionary } from '../../../../../contract/static-data';
import { safeExternalUrl } from '../../../../../contract/safe-url';
import { toMarketplaceCards } from '../../../marketplaces';

/**
 * The guide a supplier reads before bidding: the portal's own article on e-marketplaces
 * ("How to submit a bid" walks through this very section), bilingual and readable offline.
 */
export const SUBMIT_GUIDE_ARTICLE = 'what-are-e-marketplaces';

const TENDER_ID_PLACEHOLDER = '{tenderID}';

export interface MarketplaceOffer {
  code: string;
  title: string;
  /**
   * The title cut after each dot inside it ("SmartTender." "biz"): where a narrow card may break
   * a name that has no space, instead of in the middle of a word.
   */
  titleParts: string[];
  /** The tender on that marketplace (http(s) only). */
  href: string;
}

/**
 * A marketplace's `tender_url` with every {tenderID} replaced by the tender's tenderID;
 * undefined for a missing template or anything but an http(s) link.
 */
export function marketplaceTenderUrl(template: unknown, tenderID: string): string | undefined {
  if (typeof template !== 'string') return undefined;
  return safeExternalUrl(template.split(TENDER_ID_PLACEHOLDER).join(encodeURIComponent(tenderID)));
}

const partsAfterDots = (title: string): string[] => title.match(/[^.]*\.(?=\S)|.+$/g) ?? [title];

/** The marketplaces (dictionary order) that can open this tender; the others are left out. */
export function toMarketplaceOffers(
  dictionary: Dictionary | undefined,
  tenderID: string,
  lang: Lang,
): MarketplaceOffer[] {
  if (!dictionary) return [];
  return toMarketplaceCards(dictionary, lang).flatMap(({ code, title }) => {
    const href = marketplaceTenderUrl(dictionary.data[code]?.tender_url, tenderID);
    return href === undefined ? [] : [{ code, title, titleParts: partsAfterDots(title), href }];
  });
}
