/** The part of a CDB document the link needs (contract/tender.ts Document fits it). */
export interface DocumentLike {
  title: string;
  url?: string;
  confidentiality?: string;
  confidentialityRationale?: string;
  registrationStatus?: string;
  isOlderVersion?: boolean;
}

export type DocumentKind =
  'disabled' | 'signature' | 'receipt1' | 'receipt2' | 'registryReport' | 'plain';

/**
 * The three registry or signature files the portal cannot show yet (the names are
 * not given there): the monitoring conclusion's signature, the NAZK certificate and the
 * monitoring audit reports.
 */
export const DISABLED_TITLE_PARTS = ['conclusion.sign.p7s', 'napc.p7s', 'audit_'] as const;

/** Special document titles, checked in this order (a disabled name may contain sign.p7s). */
export function documentKind(title: string): DocumentKind {
  const lower = title.toLowerCase();
  if (DISABLED_TITLE_PARTS.some((part) => lower.includes(part.toLowerCase()))) return 'disabled';
  // Upper case as the tax service names them: a signed 'report.xml.p7s' is an ordinary file.
  if (title.includes('KVT.p7s')) return 'receipt1';
  if (title.includes('XML.p7s')) return 'receipt2';
  if (lower.includes('sign.p7s')) return 'signature';
  if (lower.includes('edr_identification.yaml')) return 'registryReport';
  return 'plain';
}

/**
 * A file machines make beside the documents people read: signatures and signed copies (.p7s),
 * audit and registry reports (.yaml). Paper gathers them in one line (DocumentItems).
 */
export function isServiceFile(title: string): boolean {
  return /\.(p7s|ya?ml)$/i.test(title.trim());
}

/** A buyer-only document cannot be downloaded. */
export function isConfidential(document: DocumentLike): boolean {
  return document.confidentiality === 'buyerOnly';
}

export const REGISTRATION_STATUSES = [
  'registered',
  'notRegistered',
  'beingCancelled',
  'cancelled',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number] | 'unknown';

/** The EDR registration status, 'unknown' for a missing or unexpected value. */
export function registrationStatus(value: string | undefined): RegistrationStatus {
  return REGISTRATION_STATUSES.find((status) => status === value) ?? 'unknown';
}
