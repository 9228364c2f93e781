/**
 * The id of the JSON block in which a server-rendered page names the scripts it starts with
 * (src/app/start.ts fetches them at once). A module of its own: the page's first script imports
 * it, and nothing else with it.
 */
export const PAGE_MODULES_ID = 'page-modules';
