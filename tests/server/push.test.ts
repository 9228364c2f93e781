import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { loadCdbFiles } from '../../server/ingest/load.ts';
import { csvLabels } from '../../server/search/csv/labels.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import type { NotificationPayload } from '../../contract/push.ts';
import { sendDueNotifications, type NotifyOptions } from '../../server/watches/notify.ts';
import { createWatch } from '../../server/watches/store.ts';
import { hashToken } from '../../server/watches/token.ts';
import { vapidKeys } from '../../server/watches/vapid.ts';
import { startPushService, type PushService } from '../push/push-service.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

type Json = Record<string, unknown>;
const TENDER = 'UA-2024-02-05-014363-a';
const shipped = (tenderID: string): Json => shippedTenderData(tenderID);

let version = 0;
/** The next version of the real tender, changed by `change`, written through ingest. */
const publish = async (db: Parameters<typeof loadCdbFiles>[0], change: Json) => {
  version += 1;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-push-tender-'));
  const tender = {
    ...shipped(TENDER),
    ...change,
    dateModified: new Date(Date.now() + version * 60_000).toISOString(),
  };
  writeFileSync(path.join(dir, 'tender.json'), JSON.stringify({ data: tender }));
  expect((await loadCdbFiles(db, [dir])).failures).toEqual([]);
};

/** A browser's subscription: its keys, and what it would decrypt a message with. */
const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    read: (body: Buffer): NotificationPayload =>
      JSON.parse(
        decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
      ) as NotificationPayload,
  };
};

describe.each(backends)('push notifications of a tender watch, $name', (backend) => {
  const h = useHarness(backend);
  let service: PushService;
  let options: NotifyOptions;
  beforeAll(async () => {
    service = await startPushService();
    const dictionaries = await loadDictionaries(shippedDataDir);
    options = {
      vapid: await vapidKeys(h().db, { keys: undefined, subject: 'mailto:ops@portal.test' }),
      pushHosts: ['127.0.0.1'],
      labels: (lang) => csvLabels('tender', lang, dictionaries),
      agent: service.agent,
      retryBaseMs: 5,
    };
  });
  afterAll(() => service.close());

  const watch = async (db: Queryable, name: string) => {
    const browser = browserSubscription(service.endpoint(name));
    const tender = await db.query<{ id: string }>('SELECT id FROM tenders WHERE tender_id = $1', [
      TENDER,
    ]);
    const token = await createWatch(db, {
      kind: 'tender',
      tenderId: tender.rows[0]?.id ?? '',
      lang: 'uk',
      push: browser.json,
    });
    return { browser, token };
  };

  it('sends one encrypted, signed message per watch, folds what comes within 10 minutes into the next', async () => {
    const { db } = h();
    const { browser, token } = await watch(db, 'first');
    await publish(db, { status: 'cancelled' });
    expect(await sendDueNotifications(db, options)).toEqual({ sent: 1, gone: 0, failed: 0 });

    const [message] = service.messages.splice(0);
    expect(message?.path).toBe('/push/first');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${options.vapid.publicKey}$`),
    );
    const payload = browser.read(message?.body ?? Buffer.alloc(0));
    expect(payload).toEqual({
      title: shipped(TENDER).title,
      body: expect.stringMatching(/^Статус: \S/) as unknown,
      url: `/tender/${TENDER}`,
      tag: hashToken(token).slice(0, 16),
      lang: 'uk',
      tenderID: TENDER,
    });

    // News within 10 minutes waits, then comes in one message.
    await publish(db, { status: 'cancelled', questions: [{ id: 'q1', title: 'Чи можна?' }] });
    await publish(db, {
      status: 'cancelled',
      questions: [{ id: 'q1', title: 'Чи можна?', answer: 'Так' }],
    });
    expect(await sendDueNotifications(db, options)).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(service.messages).toHaveLength(0);
    await db.query(
      `UPDATE watches SET notified_at = now() - interval '11 minutes' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(await sendDueNotifications(db, options)).toEqual({ sent: 1, gone: 0, failed: 0 });
    const folded = browser.read(service.messages.splice(0)[0]?.body ?? Buffer.alloc(0));
    expect(folded.body).toBe('Нове запитання: Чи можна?; Відповідь на запитання: Чи можна?');
    expect(folded.url).toBe(`/tender/${TENDER}/questions`);
  });

  /** The only watch of the database from now on. */
  const onlyWatch = async (name: string) => {
    const { db } = h();
    await db.query('DELETE FROM watches');
    return watch(db, name);
  };

  it('retries a 429 and a 503 from the push service', async () => {
    await onlyWatch('retried');
    await publish(h().db, { status: 'active.tendering' });
    service.answer(429, 503);
    expect(await sendDueNotifications(h().db, options)).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(service.messages.splice(0).map((message) => message.path)).toEqual([
      '/push/retried',
      '/push/retried',
      '/push/retried',
    ]);
  });

  it('deletes the watch when its push service answers 410', async () => {
    const { token } = await onlyWatch('gone');
    await publish(h().db, { status: 'active.qualification' });
    service.answer(410);
    expect(await sendDueNotifications(h().db, options)).toEqual({ sent: 0, gone: 1, failed: 0 });
    const { rows } = await h().db.query('SELECT 1 FROM watches WHERE token_hash = $1', [
      hashToken(token),
    ]);
    expect(rows).toHaveLength(0);
    service.messages.splice(0);
  });

  it('posts nothing to a host PUSH_SERVICE_HOSTS does not name, and keeps the news', async () => {
    await onlyWatch('elsewhere');
    await publish(h().db, { status: 'active.awarded' });
    const report = await sendDueNotifications(h().db, {
      ...options,
      pushHosts: ['fcm.googleapis.com'],
    });
    expect(report).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(service.messages).toHaveLength(0);
    const { rows } = await h().db.query('SELECT 1 FROM watch_events WHERE NOT notified');
    expect(rows.length).toBeGreaterThan(0);
  });
});
