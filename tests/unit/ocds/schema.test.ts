import { describe, expect, it } from 'vitest';
import { ocdsReleasePackage } from '../../../server/ocds/package.ts';
import { ocdsSchemaErrors } from '../../fixtures/ocds-schema.ts';
import { shippedSources } from './shipped-sources.ts';

const sources = shippedSources();

describe('the OCDS package of every shipped tender', () => {
  it('covers every shipped tender file', () => {
    expect(sources.length).toBeGreaterThanOrEqual(170);
  });

  it.each(sources)('$file: valid against the OCDS 1.1 release package schema', ({ source }) => {
    const ocds = ocdsReleasePackage(source, 'https://portal.example');
    expect(ocdsSchemaErrors(ocds)).toEqual([]);
    expect(ocds.releases).toHaveLength(Math.max(1, source.tender.lots.length));
    const ids = ocds.releases.map((release) => release.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds what the schema refuses', () => {
    const [first] = sources;
    if (!first) throw new Error('no shipped tender');
    const ocds = ocdsReleasePackage(first.source, 'https://portal.example');
    const [release] = ocds.releases;
    const broken = {
      ...ocds,
      publishedDate: '27.11.2026',
      releases: [{ ...release, tender: { ...release?.tender, status: 'active.tendering' } }],
    };
    const errors = ocdsSchemaErrors(broken);
    expect(errors.some((error) => error.startsWith('/publishedDate must match format'))).toBe(true);
    expect(errors.some((error) => error.startsWith('/releases/0/tender/status'))).toBe(true);
  });
});
