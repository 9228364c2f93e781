import { safeExternalUrl } from '../../../../../../contract/safe-url';

/** The state audit service's public monitoring records (the audit API the portal syncs from). */
export const AUDIT_MONITORINGS_URL = 'https://audit-api.prozorro.gov.ua/api/2.5/monitorings/';

/** A monitoring's own page at the state audit service; undefined for an id that is not one. */
export function auditPageUrl(id: string): string | undefined {
  const trimmed = id.trim();
  if (!/^[0-9a-f]{32}$/i.test(trimmed)) return undefined;
  return safeExternalUrl(`${AUDIT_MONITORINGS_URL}${trimmed}`);
}
