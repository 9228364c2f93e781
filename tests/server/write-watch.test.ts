import { describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import { backends, useHarness } from './backends.ts';
import { ingestAsAnotherProcess } from './ingest-as-another-process.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

const CHANGED = 'UA-2024-05-13-000771-a';

const shippedTender = (): Record<string, unknown> =>
  shippedTenderData<Record<string, unknown>>(CHANGED);

const postgres = backends.filter((backend) => backend.name === 'PostgreSQL');

describe.each(postgres)('the write watch on $name', (backend) => {
  const h = useHarness(backend);
  const titleServed = async (): Promise<string> =>
    (await h().app.inject({ url: `/api/tenders/${CHANGED}` })).json<ItemResponse<Tender>>().data
      .title;
  const watchers = async (): Promise<number[]> =>
    (
      await h().db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE application_name = 'portal write watch' AND datname = current_database()`,
      )
    ).rows.map((row) => row.pid);
  let day = 0;
  const writeTitle = (title: string) => {
    day += 1;
    const raw = shippedTender();
    const dateModified = new Date(Date.parse(String(raw.dateModified)) + day * 86_400_000);
    return ingestAsAnotherProcess(h().db, [
      { ...raw, dateModified: dateModified.toISOString(), title },
    ]);
  };

  it('survives the loss of its connection, serves what was written meanwhile, and listens again', async () => {
    expect(await titleServed()).toBe(shippedTender().title);
    const before = await watchers();
    expect(before.length).toBeGreaterThan(0);

    // The database ends the listening connections (as a restart or a failover would).
    await h().db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'portal write watch' AND datname = current_database()`,
    );
    await writeTitle('Записано, поки ніхто не слухав');
    await vi.waitFor(
      async () => {
        expect(await titleServed()).toBe('Записано, поки ніхто не слухав');
      },
      { timeout: 5_000, interval: 50 },
    );

    await vi.waitFor(
      async () => {
        const after = await watchers();
        expect(after.length).toBeGreaterThan(0);
        expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      },
      { timeout: 10_000, interval: 100 },
    );
    await writeTitle('Записано, коли слухають знову');
    await vi.waitFor(
      async () => {
        expect(await titleServed()).toBe('Записано, коли слухають знову');
      },
      { timeout: 2_000, interval: 20 },
    );
  });
});
