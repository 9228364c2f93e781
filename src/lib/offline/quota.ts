import type { PortalDb } from '../db';
import { clearViewed } from './viewed-cap';

/** What the last eviction for a full disk removed, in this page's life. */
export interface StorageFreed {
  at: number;
  /** Viewed tenders and articles removed. */
  removed: number;
}

let lastFreed: StorageFreed | undefined;
const listeners = new Set<(freed: StorageFreed) => void>();

export const lastStorageFreed = (): StorageFreed | undefined => lastFreed;

/** Calls `listener` after each eviction for a full disk (the storage panel says so). */
export function onStorageFreed(listener: (freed: StorageFreed) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A full disk, however wrapped (a StorageError, Dexie's error, the DOMException). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, inner, cause } = error as { name?: unknown; inner?: unknown; cause?: unknown };
  return name === 'QuotaExceededError' || isQuotaError(inner) || isQuotaError(cause);
}

/**
 * Runs a write; when the disk is full, removes the viewed copies (tenders with their tabs,
 * articles; never saved ones), says so, and runs the write once more.
 */
export async function withRoom<T>(db: PortalDb, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    const removed = await clearViewed(db);
    const freed = { at: Date.now(), removed };
    lastFreed = freed;
    listeners.forEach((listener) => {
      listener(freed);
    });
    return write();
  }
}
