/** The VAPID key pair: from the environment, else made once and kept in the database. */
import webpush from 'web-push';
import type { VapidConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY = 'vapid_keys';

/**
 * The configured pair, or the one kept in `meta`: the first process to start makes it, and
 * every later one (and every other process) reads the same pair, so subscriptions stay valid.
 */
export const vapidKeys = async (db: Queryable, config: VapidConfig): Promise<Vapid> => {
  if (config.keys) return { ...config.keys, subject: config.subject };
  const made = webpush.generateVAPIDKeys();
  await db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    JSON.stringify(made),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    KEY,
  ]);
  const kept = JSON.parse(rows[0]?.value ?? JSON.stringify(made)) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: config.subject };
};
