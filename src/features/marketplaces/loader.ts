import { data } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { currentLang } from '../../lib/i18n';
import { referenceData } from '../../lib/reference-data';
import {
  ALL_MARKETPLACES_SLUG,
  findMarketplace,
  parseMarketplaceSegment,
  toMarketplaces,
} from './model/marketplaces';

export interface MarketplaceLoaderData {
  slug: string;
}

/** The route is /:segment (react-router has no partial-segment params): check the prefix here. */
export function marketplaceLoader({ params }: LoaderFunctionArgs): MarketplaceLoaderData {
  const slug = parseMarketplaceSegment(params.segment);
  const lang = currentLang();
  const dictionary = referenceData.getSnapshot().dictionaries[lang].marketplaces;
  const known =
    slug === ALL_MARKETPLACES_SLUG ||
    // Without the dictionary (offline, first visit) the slug cannot be checked: show the page.
    (slug !== undefined &&
      (!dictionary || findMarketplace(toMarketplaces(dictionary, lang), slug) !== undefined));
  if (slug === undefined || !known) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
    throw data(null, { status: 404 });
  }
  return { slug };
}
