/** The id of the JSON block in which a server-rendered page carries its data for hydration. */
export const RENDERED_DATA_ID = 'rendered-data';

/** The cookie that sends the visitor's language choice with each request, for the server render. */
export const LANG_COOKIE = 'portal-lang';

/** Whether this page's HTML came rendered from the server (as opposed to the offline shell). */
export const isServerRendered = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(RENDERED_DATA_ID) !== null;
