// IndexedDB for Dexie in Node: an in-memory implementation of the browser API.
import 'fake-indexeddb/auto';
