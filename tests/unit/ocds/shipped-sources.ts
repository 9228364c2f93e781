/** The OCDS sources of the shipped tenders, built as ingest stores them, without a database. */
import type { Contract } from '../../../contract/tender-tabs.ts';
import { cdbObjectsIn, type CdbTender } from '../../../server/ingest/cdb.ts';
import { toContract } from '../../../server/ingest/transform/tabs/agreements.ts';
import { toPortalTender } from '../../../server/ingest/transform/tender.ts';
import { ocdsSource, type OcdsSource } from '../../../server/ocds/source.ts';
import { shippedCdbTenderFiles } from '../../support/shipped-cdb.ts';
import { shippedFiles } from '../../support/shipped-data.ts';

interface StoredContract {
  tenderId: string | undefined;
  dateModified: string;
  contract: Contract;
}

/** The contracting-API contracts of data/cdb/contracts, the newest version of each id. */
const shippedContracts = (): StoredContract[] => {
  const byId = new Map<string, StoredContract>();
  for (const { json } of shippedFiles('cdb/contracts')) {
    for (const object of cdbObjectsIn(json, { catalogue: false })) {
      if (object.kind !== 'contract') continue;
      const kept = byId.get(object.id);
      if (kept && Date.parse(kept.dateModified) >= Date.parse(object.dateModified)) continue;
      const tenderId = object.data.tender_id;
      byId.set(object.id, {
        tenderId: typeof tenderId === 'string' ? tenderId : undefined,
        dateModified: object.dateModified,
        contract: { ...toContract(object.data, 'contracting'), id: object.id },
      });
    }
  }
  return [...byId.values()];
};

export interface ShippedSource {
  file: string;
  cdb: CdbTender;
  source: OcdsSource;
}

/** Every shipped tender file with its OCDS source (its contracts by internal id, oldest first). */
export const shippedSources = (): ShippedSource[] => {
  const contracts = shippedContracts().sort((a, b) =>
    a.dateModified === b.dateModified
      ? a.contract.id.localeCompare(b.contract.id)
      : Date.parse(a.dateModified) - Date.parse(b.dateModified),
  );
  return shippedCdbTenderFiles().map(({ file, cdb }) => ({
    file,
    cdb,
    source: ocdsSource(
      toPortalTender(cdb),
      contracts.filter((stored) => stored.tenderId === cdb.id).map((stored) => stored.contract),
    ),
  }));
};
