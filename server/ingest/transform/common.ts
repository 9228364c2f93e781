/** Shared CDB → portal pieces: values, periods, organizations, classifications, units. */
import type {
  Address,
  Classification,
  ContactPoint,
  Identifier,
  Organization,
  Period,
  Unit,
  Value,
} from '../../../contract/tender-parts.ts';
import { bool, compact, num, rec, recs, str, type Json } from './read.ts';
import { cpvNames, unitNames } from './reference-names.ts';

export const toValue = (o: Json | undefined): Value | undefined => {
  const amount = num(o, 'amount');
  if (!o || amount === undefined) return undefined;
  return compact({
    amount,
    currency: str(o, 'currency') ?? 'UAH',
    valueAddedTaxIncluded: bool(o, 'valueAddedTaxIncluded'),
    amountPerformance: num(o, 'amountPerformance'),
    amountNet: num(o, 'amountNet'),
  });
};

export const toPeriod = (o: Json | undefined): Period | undefined =>
  o ? compact({ startDate: str(o, 'startDate'), endDate: str(o, 'endDate') }) : undefined;

export const toAddress = (o: Json | undefined): Address | undefined =>
  o
    ? compact({
        streetAddress: str(o, 'streetAddress'),
        locality: str(o, 'locality'),
        region: str(o, 'region'),
        postalCode: str(o, 'postalCode'),
        countryName: str(o, 'countryName'),
      })
    : undefined;

/** The parts joined with commas, empty parts left out. */
export const formatAddress = (address: Address | undefined): string =>
  address
    ? [
        address.postalCode,
        address.countryName,
        address.region,
        address.locality,
        address.streetAddress,
      ]
        .map((part) => part?.trim())
        .filter((part): part is string => Boolean(part))
        .join(', ')
    : '';

export const toContactPoint = (o: Json | undefined): ContactPoint | undefined =>
  o
    ? compact({
        name: str(o, 'name'),
        name_en: str(o, 'name_en'),
        telephone: str(o, 'telephone'),
        faxNumber: str(o, 'faxNumber'),
        email: str(o, 'email'),
        url: str(o, 'url'),
      })
    : undefined;

export const toIdentifier = (o: Json | undefined): Identifier =>
  compact({
    scheme: str(o, 'scheme'),
    id: str(o, 'id') ?? '',
    legalName: str(o, 'legalName'),
    legalName_en: str(o, 'legalName_en'),
    uri: str(o, 'uri'),
  });

/** Organization with a name always set: the name, else the legal name, else empty. */
export const toOrganization = (o: Json): Organization => {
  const identifier = toIdentifier(rec(o, 'identifier'));
  const additional = recs(o, 'additionalContactPoints').map((c) => toContactPoint(c) ?? {});
  return compact({
    name: str(o, 'name') ?? identifier.legalName ?? '',
    name_en: str(o, 'name_en') ?? identifier.legalName_en,
    identifier,
    address: toAddress(rec(o, 'address')),
    contactPoint: toContactPoint(rec(o, 'contactPoint')),
    additionalContactPoints: additional.length > 0 ? additional : undefined,
    kind: str(o, 'kind'),
    scale: str(o, 'scale'),
  });
};

export const toOrganizations = (o: Json | undefined, key: string): Organization[] =>
  recs(o, key).map(toOrganization);

/** A CPV code's missing Ukrainian or English name comes from the CPV dictionary. */
export const toClassification = (o: Json | undefined): Classification | undefined => {
  if (!o) return undefined;
  const scheme = str(o, 'scheme');
  const id = str(o, 'id');
  const known = cpvNames(scheme, id);
  return compact({
    scheme: scheme ?? '',
    id: id ?? '',
    description: str(o, 'description') ?? known?.uk ?? '',
    description_en: str(o, 'description_en') ?? known?.en,
  });
};

/** A known unit code's missing Ukrainian or English name comes from the unit dictionary. */
export const toUnit = (o: Json | undefined): Unit | undefined => {
  if (!o) return undefined;
  const code = str(o, 'code');
  const known = unitNames(code);
  return compact({
    code,
    name: str(o, 'name') ?? known?.uk,
    name_en: str(o, 'name_en') ?? known?.en,
    value: toValue(rec(o, 'value')),
  });
};
