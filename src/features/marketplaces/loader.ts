import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { currentLang } from '../../lib/i18n';
import { notFound } from '../../lib/not-found';
import { referenceData } from '../../lib/reference-data';
import {
  ALL_MARKETPLACES_SLUG,
  findByLegacySlug,
  findMarketplace,
  toMarketplaces,
} from './model/marketplaces';
import { parseMarketplaceSegment } from '../../../contract/routes/marketplace-slugs';
import { marketplacePath } from '../../../contract/routes/paths';

export interface MarketplaceLoaderData {
  slug: string;
}

/**
 * The route is /:segment (react-router has no partial-segment params): check the prefix here.
 * An old slug (the host's brand, before slugs followed the brand a user sees) redirects.
 */
export async function marketplaceLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<MarketplaceLoaderData> {
  const slug = parseMarketplaceSegment(params.segment);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
  if (slug === undefined) throw notFound();
  if (slug === ALL_MARKETPLACES_SLUG) return { slug };
  const lang = currentLang();
  // The route's dictionaries load alongside its loader: this check waits for the one it needs.
  const { marketplaces: dictionary } = await referenceData.ensure(['marketplaces'], lang);
  // Without the dictionary (offline, first visit) the slug cannot be checked: show the page.
  if (!dictionary) return { slug };
  const marketplaces = toMarketplaces(dictionary, lang);
  if (findMarketplace(marketplaces, slug)) return { slug };
  const renamed = findByLegacySlug(marketplaces, slug);
  // The old address is gone for good: a permanent redirect.
  if (renamed) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect response
    throw redirect(`${marketplacePath(renamed.slug)}${new URL(request.url).search}`, 301);
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
  throw notFound();
}
