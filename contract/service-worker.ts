/** The message a page sends to the waiting service worker when the user chose to update. */
export const SKIP_WAITING = 'SKIP_WAITING';
