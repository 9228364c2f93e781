/**
 * The marketplaces feature's door: the only module other features import. The route table
 * and the header's slider (app/) wire its loader and screens themselves.
 */
export { toMarketplaces } from './model/marketplaces';
