/**
 * The saved feature's door: the only module other features import. The route table and the
 * header (app/) wire the saved page, its badge and the background refresh themselves.
 */
export { LazySaveToggle } from './toggle/LazySaveToggle';
export { TenderChangesIsland } from './components/TenderChangesIsland';
export { startBackgroundRefresh } from './refresh/start';

/** The tender page's "add to calendar" link, loaded when it is about to show. */
export const loadCalendarLink = () => import('./components/CalendarLink');
