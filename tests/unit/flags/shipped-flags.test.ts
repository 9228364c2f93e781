import { describe, expect, it } from 'vitest';
import { FLAG_CODES } from '../../../contract/flags.ts';
import { computeFlags } from '../../../server/flags/index.ts';
import { cdbObjectsIn, unwrapTender } from '../../../server/ingest/cdb.ts';
import { shippedFiles } from '../../support/shipped-data.ts';

/** Every shipped contracting-API contract, by the internal id of its tender. */
const contractsByTender = () => {
  const byTender = new Map<string, Record<string, unknown>[]>();
  for (const { json } of shippedFiles('cdb/contracts')) {
    for (const { kind, data } of cdbObjectsIn(json, { catalogue: false })) {
      const tenderId = data.tender_id;
      if (kind !== 'contract' || typeof tenderId !== 'string') continue;
      byTender.set(tenderId, [...(byTender.get(tenderId) ?? []), data]);
    }
  }
  return byTender;
};

/** One line per flag: the file, tenderID, code, lot and evidence, then the count of each code. */
const listing = (): string => {
  const contracts = contractsByTender();
  const counts = new Map<string, number>();
  const lines = shippedFiles('cdb/tenders').flatMap(({ file, json }) => {
    const cdb = unwrapTender(json);
    return computeFlags(cdb, contracts.get(cdb.id) ?? []).map((flag) => {
      counts.set(flag.code, (counts.get(flag.code) ?? 0) + 1);
      return [file, cdb.tenderID, flag.code, flag.lotID ?? '-', JSON.stringify(flag.evidence)].join(
        '  ',
      );
    });
  });
  return [
    '# Red flags of every shipped tender (data/cdb/tenders) with its contracting-API contracts.',
    '# file  tenderID  code  lot (- for a tender without lots)  evidence',
    ...lines,
    '',
    '# flags per code',
    ...FLAG_CODES.map((code) => `${code}  ${String(counts.get(code) ?? 0)}`),
    '',
  ].join('\n');
};

describe('flags of the shipped tenders', () => {
  it('are the reviewed list', async () => {
    await expect(listing()).toMatchFileSnapshot('flags-of-shipped-tenders.txt');
  });
});
