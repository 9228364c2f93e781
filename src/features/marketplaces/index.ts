/**
 * The marketplaces feature's door: the only module other features import. The route table
 * and the header's slider (app/) wire its loader and screens themselves.
 */
export { ALL_MARKETPLACES_SLUG, toMarketplaceCards } from './model/marketplaces';
export type { MarketplaceCard } from './model/marketplaces';
