import type { Award, Lot, Tender } from '../../../../../contract/tender';
import { EM_DASH, formatDate, formatMoney } from '../../../../lib/format';
import { lotHeading } from '../lot-heading';
import { contactRows, websiteValue } from '../terms/contact';
import { addressValue, identifierValue } from '../terms/organization';
import { text } from '../terms/rows';
import type { TermsRow } from '../terms/rows';
import { MILESTONE_24H, MILESTONE_ALP, toDecisionView, toStatusView } from './decision-view';
import type { DecisionView, StatusView } from './decision-view';
import { toAwardGroups, type AwardGroup } from './award-groups';
import { legalName } from './legal-name';
import type { ProtocolContext } from './protocol-context';

const DICTIONARY = 'award_statuses';

/**
 * Where the 'notice of intent' link leads: article 33 of the Law on Public Procurement, the
 * decision on the intent to conclude a contract and what follows it (docs/decisions.md).
 */
export const NOTICE_OF_INTENT_URL = 'https://zakon.rada.gov.ua/laws/show/922-19#Text';

/** One award group as an accordion opened by `#award-{id}`. */
export interface AwardGroupView {
  /** The accordion's element id: `award-{id}` of the group's latest award. */
  id: string;
  /** `award-{id}` of every award in the group: any of them opens it. */
  hashIds: string[];
  name: string;
  /** The supplier's registry code: its profile is linked from the group. */
  supplierCode: string | undefined;
  /** '2895314649 (UA-EDR)', or '—' without a code. */
  identifier: string;
  /** The final offer price with the VAT note: '1 000,00 грн з ПДВ'. */
  price: string;
  status: StatusView;
  /** Some award of the group requires eliminating inconsistencies (milestone code 24h). */
  has24h: boolean;
  /** Some award of the group asks to justify an abnormally low price (milestone code alp). */
  hasAlp: boolean;
  /** One block per award of the group, oldest first. */
  decisions: DecisionView[];
  /** The supplier: name, identifier, address, enterprise size, web page. */
  participant: TermsRow[];
  contact: TermsRow[];
}

/** The awards on one lot of a tender with lots, grouped as the tender's are (docs/decisions.md). */
export interface AwardsLotView {
  key: string;
  /** 'Лот 2: Вертикалізатор статичний', numbered as the lots tab numbers it. */
  title: string;
  /** The date (no time) of the lot's latest active award; '—' without one. */
  winnerDate: string;
  groups: AwardGroupView[];
}

export interface AwardsView {
  /** The date (no time) the winner was chosen: the latest active award's; '—' without one. */
  winnerDate: string;
  /** The tender's award groups, shown as they are when the tender has no lots. */
  groups: AwardGroupView[];
  /** A tender with lots: the lots that have awards, in lot order, each with its own groups. */
  lots: AwardsLotView[];
}

export const awardAnchor = (id: string): string => `award-${id}`;

const hasCode = (award: Award, code: string): boolean =>
  award.milestones.some((milestone) => milestone.code === code);

function identifierText(award: Award): string {
  const identifier = award.suppliers[0]?.identifier;
  const id = identifier?.id.trim() ?? '';
  if (id === '') return EM_DASH;
  const scheme = identifier?.scheme?.trim();
  return scheme ? `${id} (${scheme})` : id;
}

function participantRows(award: Award, context: ProtocolContext): TermsRow[] {
  const { t, terms } = context;
  const supplier = award.suppliers[0];
  const scale = supplier?.scale?.trim();
  const uri = supplier?.identifier.uri?.trim();
  const rows: TermsRow[] = [
    { id: 'name', label: t('awards.name'), value: text(legalName(supplier, terms.lang)) },
    {
      id: 'identifier',
      label: t('awards.identifier'),
      value: supplier ? identifierValue(supplier.identifier, terms) : text(EM_DASH),
    },
    { id: 'address', label: t('awards.address'), value: addressValue(supplier?.address, terms) },
    {
      id: 'scale',
      label: t('awards.scale'),
      value: text(scale ? terms.label('organization_scales', scale) : EM_DASH),
    },
  ];
  if (uri) rows.push({ id: 'url', label: t('awards.offerUrl'), value: websiteValue(uri) });
  return rows;
}

function toGroupView(group: AwardGroup, tender: Tender, context: ProtocolContext): AwardGroupView {
  // CDB appends awards: the last one is the group's current state.
  const lead = group.awards[group.awards.length - 1];
  if (!lead) throw new Error('an award group without awards');
  const id = awardAnchor(lead.id);
  return {
    id,
    hashIds: group.awards.map((award) => awardAnchor(award.id)),
    name: legalName(lead.suppliers[0], context.terms.lang),
    identifier: identifierText(lead),
    supplierCode: lead.suppliers[0]?.identifier.id.trim() || undefined,
    price: formatMoney(lead.value, context.terms.lang, { vat: true }),
    status: toStatusView(DICTIONARY, lead.status, context),
    has24h: group.awards.some((award) => hasCode(award, MILESTONE_24H)),
    hasAlp: group.awards.some((award) => hasCode(award, MILESTONE_ALP)),
    decisions: group.awards.map((award) =>
      toDecisionView(
        award,
        DICTIONARY,
        tender,
        context,
        award === lead ? undefined : awardAnchor(award.id),
      ),
    ),
    participant: participantRows(lead, context),
    contact: contactRows(lead.suppliers[0]?.contactPoint, context.terms),
  };
}

const time = (award: Award): number => {
  const parsed = Date.parse(award.date ?? '');
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
};

/** The date (no time) of the latest active award among these; '—' without one. */
function winnerDate(awards: readonly Award[], context: ProtocolContext): string {
  const winner = awards
    .filter((award) => award.status === 'active')
    .reduce<Award | undefined>(
      (latest, award) => (latest && time(latest) >= time(award) ? latest : award),
      undefined,
    );
  return formatDate(winner?.date, context.terms.lang);
}

const toGroupViews = (
  groups: readonly AwardGroup[],
  tender: Tender,
  context: ProtocolContext,
): AwardGroupView[] =>
  groups
    .filter((group) => group.awards.length > 0)
    .map((group) => toGroupView(group, tender, context));

/** A lot with awards: its place among the tender's lots, its awards and its part of each group. */
export interface AwardedLot {
  lot: Lot;
  index: number;
  awards: Award[];
  /** Each group keeps only its awards on the lot (a bid may win two). */
  groups: AwardGroup[];
}

/** A tender's lots that have awards, in lot order, the tender's award groups made once. */
export function awardedLots(tender: Tender): AwardedLot[] {
  const groups = toAwardGroups(tender);
  return tender.lots.flatMap((lot, index) => {
    const awards = tender.awards.filter((award) => award.lotID === lot.id);
    if (awards.length === 0) return [];
    const lotGroups = groups.map((group) => ({
      ...group,
      awards: group.awards.filter((award) => award.lotID === lot.id),
    }));
    return [{ lot, index, awards, groups: lotGroups }];
  });
}

/**
 * A lot's part of the protocol, made lot by lot, each by its lot's component, so that a long
 * protocol renders in slices.
 */
export function awardsLotView(
  tender: Tender,
  { lot, index, awards, groups }: AwardedLot,
  context: ProtocolContext,
): AwardsLotView {
  return {
    key: lot.id,
    title: context.t('awards.lotTitle', lotHeading(lot, index, context.terms.lang)),
    winnerDate: winnerDate(awards, context),
    groups: toGroupViews(groups, tender, context),
  };
}

/**
 * "Proposal disclosure protocol": the winner's date and one accordion per group; a
 * tender with lots gets the same per lot (docs/decisions.md), so that every award can be read.
 */
export function toAwardsView(tender: Tender, context: ProtocolContext): AwardsView {
  return {
    winnerDate: winnerDate(tender.awards, context),
    groups: toGroupViews(toAwardGroups(tender), tender, context),
    lots: awardedLots(tender).map((awarded) => awardsLotView(tender, awarded, context)),
  };
}
