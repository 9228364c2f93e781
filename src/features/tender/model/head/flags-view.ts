import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { Flag, FlagMoney, FlaggedBid, FlaggedContract } from '../../../../../contract/flags';
import type { Tender } from '../../../../../contract/tender';
import { paths } from '../../../../../contract/routes/paths';
import { formatDateTime, formatMoney, orDash } from '../../../../lib/format';
import { organizationName } from '../../../../lib/organization-name';
import type { Resources } from '../../../../lib/i18n';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { awardAnchor } from '../awards/awards-view';
import { lotHeading } from '../lot-heading';
import { qualificationAnchor } from '../qualifications/qualifications-view';
import { detailsHref, entryAnchor, entryHref } from '../../tabs/model/entry-link';

/** One thing a flag points at: its name, and where the tender page shows it (when it does). */
export interface FlagLinkView {
  text: string;
  href?: string;
}

/** One line of a flag's evidence: what (a bid, an award, an amount) and the values. */
export interface FlagEvidenceRow {
  id: string;
  label: string;
  values: FlagLinkView[];
}

export interface FlagItemView {
  /** The accordion's element id (`flag-1`…): a link's hash opens it. */
  id: string;
  code: Flag['code'];
  title: string;
  /** The lot it is about, or "the whole tender". */
  lot: string;
  explanation: string;
  source: string;
  evidence: FlagEvidenceRow[];
}

export interface FlagsBlockView {
  /** "2 flags found", or the line that says none were found. */
  summary: string;
  items: FlagItemView[];
  /** The page listing every rule. */
  rulesHref: string;
}

export interface FlagsContext {
  lang: Lang;
  /** The `flags` namespace (explanations, evidence labels). */
  t: TFunction<'flags'>;
  /** The `common` namespace: the flags' titles (`redFlag.<code>`), shared with search. */
  common: TFunction;
  label: LabelFn;
}

type EvidenceLabel = keyof Resources['flags']['evidenceLabel'];

/** Names and links of the tender's own bids, awards, qualifications and contracts. */
function namer(tender: Tender, { lang, t }: FlagsContext) {
  const key = tender.tenderID;
  const bids = new Map(tender.bids.map((bid) => [bid.id, bid]));
  const awards = new Map(tender.awards.map((award) => [award.id, award]));
  const qualified = new Set(
    tender.bidderQualifications.flatMap((bidder) => bidder.qualifications.map((q) => q.id)),
  );
  const money = (value: FlagMoney | undefined) => formatMoney(value, lang);
  const withPrice = (name: string, price: FlagMoney | undefined): string =>
    price ? t('party', { name, price: money(price) }) : name;
  const bidderName = (bidID: string, code: string | undefined): string => {
    const bid = bids.get(bidID);
    const organization =
      bid?.tenderers[0] ??
      tender.awards.find((award) => award.bid_id === bidID && award.suppliers[0])?.suppliers[0];
    const name = organization ? organizationName(organization, lang).trim() : '';
    return name || code || bidID;
  };
  const awardName = (awardID: string): string => {
    const supplier = awards.get(awardID)?.suppliers[0];
    const name = supplier ? organizationName(supplier, lang).trim() : '';
    return name || awardID;
  };
  return {
    money,
    bid: (bid: FlaggedBid): FlagLinkView => ({
      text: withPrice(bidderName(bid.bidID, bid.tendererID), bid.price),
      ...(bids.has(bid.bidID) ? { href: detailsHref(key, bid.bidID) } : {}),
    }),
    /** An award, named by its supplier, with the price of the bid it decided on. */
    award: (awardID: string, price?: FlagMoney): FlagLinkView => ({
      text: withPrice(awardName(awardID), price ?? awards.get(awardID)?.value),
      ...(awards.has(awardID) ? { href: detailsHref(key, awardAnchor(awardID)) } : {}),
    }),
    qualification: (id: string): FlagLinkView => {
      const bidder = tender.bidderQualifications.find((entry) =>
        entry.qualifications.some((q) => q.id === id),
      );
      return {
        text: orDash(bidder?.tendererName.trim() ?? id),
        ...(qualified.has(id) ? { href: detailsHref(key, qualificationAnchor(id)) } : {}),
      };
    },
    contract: (contract: FlaggedContract): FlagLinkView => ({
      text:
        [
          contract.contractID,
          contract.contractNumber && t('contractNumber', { number: contract.contractNumber }),
        ]
          .filter(Boolean)
          .join(', ') || contract.id,
      href: entryHref(key, 'agreements', `contract-${contract.id}`),
    }),
    complaint: (id: string, status: string): FlagLinkView => ({
      text: t(`complaintStatus.${status}` as 'complaintStatus.satisfied', { defaultValue: status }),
      href: entryHref(key, 'tender_complaints', entryAnchor('complaint', id)),
    }),
  };
}

type Names = ReturnType<typeof namer>;

const row = (id: string, label: string, values: FlagLinkView[]): FlagEvidenceRow => ({
  id,
  label,
  values,
});

/** The evidence lines of one flag, by its code. */
function evidenceRows(flag: Flag, names: Names, context: FlagsContext): FlagEvidenceRow[] {
  const { t, lang, label } = context;
  const l = (key: EvidenceLabel) => t(`evidenceLabel.${key}`);
  switch (flag.code) {
    case 'single-bid':
      return [
        row('procedure', l('procedure'), [
          { text: label('procurement_method_types', flag.evidence.procurementMethodType) },
        ]),
        row('onlyBid', l('onlyBid'), [names.bid(flag.evidence.bid)]),
      ];
    case 'cheapest-disqualified': {
      const e = flag.evidence;
      return [
        row('disqualified', l('disqualified'), [
          names.award(e.disqualifiedAwardID, e.disqualified.price),
        ]),
        row('winner', l('winner'), [names.award(e.winnerAwardID, e.winner.price)]),
      ];
    }
    case 'all-but-winner-disqualified': {
      const e = flag.evidence;
      return [
        row('winner', l('winner'), [names.award(e.winnerAwardID)]),
        row(
          'rejectedAwards',
          l('rejectedAwards'),
          e.unsuccessfulAwardIDs.map((id) => names.award(id)),
        ),
      ];
    }
    case 'many-disqualified': {
      const e = flag.evidence;
      return [
        ...(e.unsuccessfulAwardIDs.length > 0
          ? [
              row(
                'rejectedAwards',
                l('rejectedAwards'),
                e.unsuccessfulAwardIDs.map((id) => names.award(id)),
              ),
            ]
          : []),
        ...(e.unsuccessfulQualificationIDs.length > 0
          ? [
              row(
                'rejectedQualifications',
                l('rejectedQualifications'),
                e.unsuccessfulQualificationIDs.map(names.qualification),
              ),
            ]
          : []),
      ];
    }
    case 'rewarded-after-upheld-complaint': {
      const e = flag.evidence;
      return [
        row('complainedAward', l('complainedAward'), [names.award(e.complainedAwardID)]),
        row('complaint', l('complaint'), [names.complaint(e.complaintID, e.complaintStatus)]),
        row('laterAward', l('laterAward'), [names.award(e.laterAwardID)]),
      ];
    }
    case 'identical-prices':
      return [
        row('price', l('price'), [{ text: names.money(flag.evidence.price) }]),
        row(
          'bids',
          l('bids'),
          flag.evidence.bids.map((bid) => names.bid({ ...bid, price: undefined })),
        ),
      ];
    case '24h-in-simplified': {
      const e = flag.evidence;
      return [
        row('award', l('award'), [names.award(e.awardID)]),
        row('dueDate', l('dueDate'), [
          { text: orDash(e.dueDate && formatDateTime(e.dueDate, lang)) },
        ]),
      ];
    }
    case 'contract-above-award': {
      const e = flag.evidence;
      return [
        row('contract', l('contract'), [names.contract(e.contract)]),
        row('contractValue', l('contractValue'), [{ text: names.money(e.contractValue) }]),
        row('award', l('award'), [names.award(e.awardID, e.awardValue)]),
        row('awardValue', l('awardValue'), [{ text: names.money(e.awardValue) }]),
      ];
    }
    case 'price-and-term-changed': {
      const e = flag.evidence;
      return [
        row('contract', l('contract'), [names.contract(e.contract)]),
        row(
          'changes',
          l('changes'),
          e.changes.map((change) => ({
            text: t('changeOn', {
              date: orDash(change.dateSigned && formatDateTime(change.dateSigned, lang)),
              reasons: change.rationaleTypes
                .map((code) => label('contract_change_rationale_types', code))
                .join(', '),
            }),
          })),
        ),
      ];
    }
    case 'many-amendments':
      return [
        row('contract', l('contract'), [names.contract(flag.evidence.contract)]),
        row('changes', l('changes'), [
          { text: t('changeCount', { count: flag.evidence.changeIDs.length }) },
        ]),
      ];
  }
}

/** The lot a flag is about, as the lots tab heads it; "the whole tender" without a lot. */
function lotText(tender: Tender, lotID: string | undefined, context: FlagsContext): string {
  if (lotID === undefined) return context.t('wholeTender');
  const index = tender.lots.findIndex((lot) => lot.id === lotID);
  const lot = tender.lots[index];
  if (!lot) return lotID;
  return context.t('lotTitle', lotHeading(lot, index, context.lang));
}

/**
 * The tender head's red-flags block: how many flags, and for each its title, the lot, the
 * plain-language explanation, the source and the evidence, linked to the bid, award, contract
 * or complaint on the tender's page. Flags are facts about the data; the wording never accuses.
 */
export function toFlagsBlock(tender: Tender, context: FlagsContext): FlagsBlockView {
  const { t, common } = context;
  // A copy saved on the device before flags were served has none.
  const flags = (tender as Partial<Pick<Tender, 'flags'>>).flags ?? [];
  const names = namer(tender, context);
  return {
    summary: flags.length === 0 ? t('none') : t('count', { count: flags.length }),
    rulesHref: paths.flags,
    items: flags.map((flag, index) => ({
      id: `flag-${String(index + 1)}`,
      code: flag.code,
      title: common(`redFlag.${flag.code}`),
      lot: lotText(tender, flag.lotID, context),
      explanation: t(`rule.${flag.code}.explanation`),
      source: t(`rule.${flag.code}.source`),
      evidence: evidenceRows(flag, names, context),
    })),
  };
}
