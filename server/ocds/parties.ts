/** Organisations → OCDS parties: one party per organisation, every role it plays merged. */
import { createHash } from 'node:crypto';
import type { OcdsOrganizationReference, OcdsParty, OcdsPartyRole } from '../../contract/ocds.ts';
import type { Organization } from '../../contract/tender.ts';
import { defined, httpUri } from './formats.ts';

/** CDB's registry of Ukrainian legal entities (ЄДРПОУ), the scheme when none is named. */
const DEFAULT_SCHEME = 'UA-EDR';

/** The organisation's name, else its legal name; undefined when it has neither. */
const nameOf = (org: Organization): string | undefined =>
  org.name.trim() || org.identifier.legalName?.trim() || undefined;

/**
 * A party's id: its identifier prefixed by the scheme, as org-id writes it (UA-EDR-12345678).
 * An organisation with no identifier code is named by a hash of its name.
 */
export const partyId = (org: Organization): string => {
  const code = org.identifier.id.trim();
  const scheme = org.identifier.scheme?.trim() || DEFAULT_SCHEME;
  if (code !== '') return `${scheme}-${code}`;
  const name = nameOf(org) ?? '';
  return `${scheme}-NAME-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
};

const toParty = (org: Organization): OcdsParty => {
  const { identifier, address, contactPoint } = org;
  return defined({
    id: partyId(org),
    name: nameOf(org),
    identifier:
      identifier.id.trim() === ''
        ? undefined
        : defined({
            scheme: identifier.scheme?.trim() || DEFAULT_SCHEME,
            id: identifier.id.trim(),
            legalName: identifier.legalName,
            uri: httpUri(identifier.uri),
          }),
    address: address && Object.keys(address).length > 0 ? defined({ ...address }) : undefined,
    contactPoint: contactPoint
      ? defined({
          name: contactPoint.name,
          email: contactPoint.email,
          telephone: contactPoint.telephone,
          faxNumber: contactPoint.faxNumber,
          url: httpUri(contactPoint.url),
        })
      : undefined,
    roles: [],
  });
};

/** Collects the parties of a release: the first sight of an organisation gives its details. */
export class Parties {
  private readonly byId = new Map<string, OcdsParty>();

  /** Notes that `org` plays `role`; answers its reference. */
  add(org: Organization, role: OcdsPartyRole): OcdsOrganizationReference {
    const id = partyId(org);
    const party = this.byId.get(id) ?? toParty(org);
    this.byId.set(id, party);
    if (!party.roles.includes(role)) party.roles.push(role);
    return defined({ id, name: party.name });
  }

  list(): OcdsParty[] {
    return [...this.byId.values()];
  }
}
