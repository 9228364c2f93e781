import type { Lang } from '../../../../contract/api';
import type {
  BidderProfile,
  BuyerProfile,
  OrgCount,
  OrgCpvGroup,
  OrgPartner,
  OrgProfile,
} from '../../../../contract/org';
import { paths } from '../../../../contract/routes/paths';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  formatQuantity,
  NBSP,
} from '../../../lib/format';
import { stringify } from '../../../lib/query';
import type { LabelFn } from '../../../lib/use-reference-data';
import { externalLink, text } from '../../entity';
import type { FieldRow } from '../../entity';
import type { OrgTexts } from '../texts';
import { bidderYearBars, buyerYearBars } from './year-chart';
import type { YearBar } from './year-chart';

/** A line of a count list: its label and how many. */
export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** A CPV group as a row: "33100000 — its name", tenders, value. */
export interface CpvRow {
  code: string;
  name: string;
  count: number;
  value: string;
}

/** A supplier of a buyer or a buyer of a supplier, with the link to its own profile. */
export interface PartnerRow {
  edrpou: string;
  name: string;
  href: string;
  tenders: number;
  awarded: string;
}

export interface BuyerView {
  tenders: number;
  /** Its tenders in search: the buyer filter with its code. */
  searchHref: string;
  facts: FieldRow[];
  byStatus: CountRow[];
  byProcedure: CountRow[];
  flags: CountRow[];
  topCpv: CpvRow[];
  topSuppliers: PartnerRow[];
  years: YearBar[];
}

export interface BidderView {
  tenders: number;
  searchHref: string;
  facts: FieldRow[];
  topCpv: CpvRow[];
  topBuyers: PartnerRow[];
  years: YearBar[];
}

export interface OrgView {
  title: string;
  code: string;
  /** When the figures were counted (or the saved copy fetched). */
  asOf: { text: string; dateTime: string };
  about: FieldRow[];
  buyer?: BuyerView;
  entityTenders: number;
  bidder?: BidderView;
}

const money = (amount: number, lang: Lang): string =>
  formatMoney({ amount, currency: 'UAH' }, lang);

/** A share as a percentage with its parts: "67 % (2 of 3)". */
const share = (part: number, whole: number): string =>
  whole > 0
    ? `${formatPercent(part / whole)} (${String(part)}${NBSP}/${NBSP}${String(whole)})`
    : '—';

/** The address of a tender search with one registry-code filter. */
export const tenderSearchHref = (key: 'buyer' | 'tenderer', edrpou: string): string =>
  `${paths.search('tender')}?${stringify({ [key]: [edrpou] })}`;

const countRows = (counts: readonly OrgCount[], label: (key: string) => string): CountRow[] =>
  counts.map(({ key, count }) => ({ key, label: label(key), count }));

const cpvRows = (groups: readonly OrgCpvGroup[], lang: Lang): CpvRow[] =>
  groups.map((group) => {
    const name = (lang === 'en' ? group.title_en : group.title_uk) ?? group.title_uk;
    return {
      code: group.code,
      name: name ? `${group.code} — ${name}` : group.code,
      count: group.count,
      value: money(group.value, lang),
    };
  });

const partnerRows = (partners: readonly OrgPartner[], lang: Lang): PartnerRow[] =>
  partners.map((partner) => ({
    edrpou: partner.edrpou,
    name: partner.name ?? partner.edrpou,
    href: paths.org(partner.edrpou),
    tenders: partner.tenders,
    awarded: money(partner.awarded, lang),
  }));

function buyerView(
  code: string,
  buyer: BuyerProfile,
  lang: Lang,
  label: LabelFn,
  texts: OrgTexts,
): BuyerView {
  const t = texts.buyer;
  const flagTitles: Partial<Record<string, string>> = texts.flagTitles;
  // One decimal, in the portal's number typography in both languages (2,4).
  const average =
    buyer.lotsWithBids > 0
      ? formatQuantity(Math.round((buyer.bidsOnLots / buyer.lotsWithBids) * 10) / 10)
      : '—';
  return {
    tenders: buyer.tenders,
    searchHref: tenderSearchHref('buyer', code),
    facts: [
      { id: 'tenders', label: t.tenders, value: text(String(buyer.tenders)) },
      {
        id: 'expected',
        label: t.expected,
        value: { kind: 'money', text: money(buyer.expectedValue, lang) },
      },
      {
        id: 'awarded',
        label: t.awarded,
        value: { kind: 'money', text: money(buyer.awardedValue, lang) },
      },
      {
        id: 'competitive',
        label: t.competitive,
        value: text(share(buyer.competitiveTenders, buyer.tenders)),
      },
      { id: 'bidsPerLot', label: t.bidsPerLot, value: text(average) },
      {
        id: 'singleBid',
        label: t.singleBid,
        value: text(share(buyer.singleBidLots, buyer.lotsWithBids)),
      },
      { id: 'flagged', label: t.flagged, value: text(share(buyer.flaggedTenders, buyer.tenders)) },
    ],
    byStatus: countRows(buyer.byStatus, (key) => label('tender_statuses', key)),
    byProcedure: countRows(buyer.byProcedure, (key) => label('procurement_method_types', key)),
    flags: countRows(buyer.flags, (key) => flagTitles[key] ?? key),
    topCpv: cpvRows(buyer.topCpv, lang),
    topSuppliers: partnerRows(buyer.topSuppliers, lang),
    years: buyerYearBars(buyer.years, lang),
  };
}

function bidderView(code: string, bidder: BidderProfile, lang: Lang, texts: OrgTexts): BidderView {
  const t = texts.bidder;
  return {
    tenders: bidder.tenders,
    searchHref: tenderSearchHref('tenderer', code),
    facts: [
      { id: 'tenders', label: t.tenders, value: text(String(bidder.tenders)) },
      { id: 'bids', label: t.bids, value: text(String(bidder.bids)) },
      { id: 'wins', label: t.wins, value: text(String(bidder.wins)) },
      { id: 'winRate', label: t.winRate, value: text(share(bidder.tendersWon, bidder.tenders)) },
      {
        id: 'disqualifications',
        label: t.disqualifications,
        value: text(String(bidder.disqualifications)),
      },
      {
        id: 'awarded',
        label: t.awarded,
        value: { kind: 'money', text: money(bidder.awardedValue, lang) },
      },
    ],
    topCpv: cpvRows(bidder.topCpv, lang),
    topBuyers: partnerRows(bidder.topBuyers, lang),
    years: bidderYearBars(bidder.years, lang),
  };
}

function aboutRows(profile: OrgProfile, texts: OrgTexts): FieldRow[] {
  const contact = profile.contact ?? {};
  const rows: FieldRow[] = [];
  const others = profile.names.slice(1);
  if (others.length > 0) {
    rows.push({
      id: 'otherNames',
      label: texts.otherNames,
      value: { kind: 'lines', lines: others },
    });
  }
  const optional: [string, string, string | undefined][] = [
    ['contact', texts.contact, contact.name],
    ['telephone', texts.telephone, contact.telephone],
    ['email', texts.email, contact.email],
    ['address', texts.address, contact.address],
  ];
  for (const [id, label, value] of optional) {
    if (value) rows.push({ id, label, value: text(value) });
  }
  if (contact.url) {
    rows.push({
      id: 'website',
      label: texts.website,
      value: externalLink(contact.url, contact.url),
    });
  }
  return rows;
}

/**
 * The profile page's whole view: the head, what is known about the organisation, its figures as
 * a buyer and as a bidder or supplier. `asOf` is when the copy shown was fetched, when that is
 * older than the count (a copy kept on the device). Pure.
 */
export function toOrgView(
  profile: OrgProfile,
  lang: Lang,
  label: LabelFn,
  texts: OrgTexts,
  storedAt?: number,
): OrgView {
  const asOf = storedAt === undefined ? profile.countedAt : new Date(storedAt).toISOString();
  return {
    title: profile.names[0] ?? texts.noName.replace('{{code}}', profile.edrpou),
    code: profile.edrpou,
    asOf: { text: formatDateTime(asOf, lang), dateTime: asOf },
    about: aboutRows(profile, texts),
    ...(profile.buyer
      ? { buyer: buyerView(profile.edrpou, profile.buyer, lang, label, texts) }
      : {}),
    entityTenders: profile.entityTenders,
    ...(profile.bidder ? { bidder: bidderView(profile.edrpou, profile.bidder, lang, texts) } : {}),
  };
}
