/**
 * The search feature's door: the only module other features import. The route table
 * (app/routes.tsx) wires the search loader and lazy screen itself.
 */
export { SavedSearchItem } from './components/SavedSearchItem';
export {
  checkSavedSearches,
  listSavedSearches,
  removeSearch,
  SEARCH_CHECK_INTERVAL_MS,
} from './store/saved-searches';
