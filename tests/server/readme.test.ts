import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OcdsReleasePackage } from '../../contract/ocds.ts';
import type { StatsResponse } from '../../contract/stats.ts';
import { backends, useHarness } from './backends.ts';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const WITH_LOTS = 'UA-2024-04-26-006781-a';

/** The README's item of one endpoint, its wrapped lines joined. */
const endpointItem = (path: string): string => {
  const start = README.indexOf(`- GET \`${path}\``);
  expect(start, path).toBeGreaterThanOrEqual(0);
  const end = README.indexOf('\n- ', start + 1);
  return README.slice(start, end).replace(/\n\s+/g, ' ');
};

describe.each(backends.slice(0, 1))(
  'the README, against what the API answers on $name',
  (backend) => {
    const h = useHarness(backend);

    it('names every field of /api/stats, and no other', async () => {
      const { data } = (await h().app.inject({ url: '/api/stats' })).json<StatsResponse>();
      const fields = /`\{data: \{([^}]+)\}\}`/.exec(endpointItem('/api/stats'))?.[1] ?? '';
      expect(fields.split(',').map((field) => field.trim())).toEqual(Object.keys(data));
    });

    it('writes a lot release’s ocid as the export makes it', async () => {
      const res = await h().app.inject({ url: `/api/tenders/${WITH_LOTS}/ocds` });
      const release = res.json<OcdsReleasePackage>().releases[0];
      const lotId = release?.tender.lots?.[0]?.id ?? '';
      const pattern = /ocid is `([^`]+\{lotID\})`/.exec(endpointItem('/api/tenders/:id/ocds'))?.[1];
      expect(pattern?.replace('{tenderID}', WITH_LOTS).replace('{lotID}', lotId)).toBe(
        release?.ocid,
      );
    });
  },
);

it('keeps its lines to 100 characters, as a terminal shows them', () => {
  const long = README.split('\n').filter((line) => line.length > 100);
  expect(long).toEqual([]);
});
