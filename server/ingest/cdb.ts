/** The few CDB (OpenProcurement API 2.5) tender fields the transforms rely on. */
export interface CdbPeriod {
  startDate?: string;
  endDate?: string;
}

export interface CdbValue {
  amount: number;
  currency: string;
  valueAddedTaxIncluded?: boolean;
}

export interface CdbTender {
  id: string;
  tenderID: string;
  dateModified: string;
  title?: string;
  title_en?: string;
  status?: string;
  procurementMethodType?: string;
  value?: CdbValue;
  minValue?: CdbValue;
  procuringEntity?: {
    name?: string;
    name_en?: string;
    identifier?: { id?: string; legalName?: string; scheme?: string };
  };
  tenderPeriod?: CdbPeriod;
  enquiryPeriod?: CdbPeriod;
  complaintPeriod?: CdbPeriod;
  auctionPeriod?: CdbPeriod;
  items?: { description?: string; description_en?: string }[];
  documents?: unknown[];
  [field: string]: unknown;
}

export class InvalidTenderError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts `{"data": {...}}` as the public API returns it, or the bare object. */
export const unwrapTender = (json: unknown): CdbTender => {
  const tender = isRecord(json) && isRecord(json.data) ? json.data : json;
  if (!isRecord(tender)) throw new InvalidTenderError('not a JSON object');
  for (const field of ['id', 'tenderID', 'dateModified'] as const) {
    if (typeof tender[field] !== 'string' || tender[field] === '') {
      throw new InvalidTenderError(`missing "${field}": not an OpenProcurement tender`);
    }
  }
  if (Number.isNaN(Date.parse(tender.dateModified as string))) {
    throw new InvalidTenderError(`"dateModified" is not a date: ${String(tender.dateModified)}`);
  }
  return tender as CdbTender;
};
