/** The name of the app's IndexedDB database, known without loading Dexie (lib/db.ts). */
export const LOCAL_DB_NAME = 'portal-app';
