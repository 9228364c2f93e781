import type { Lot, Period, Tender } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { formatDateTime, formatMoney, orDash } from '../../../../lib/format';
import { legalName } from '../../model/awards/legal-name';
import { lotHeading } from '../../model/lot-heading';
import type { OfficialContext, OfficialFact } from './official-context';

/** The facts every document opens with: which tender, whose, what procedure, what value, when. */
export function officialHead(tender: Tender, context: OfficialContext): OfficialFact[] {
  const { lang, label, t } = context;
  const buyer = tender.procuringEntity;
  const code = buyer.identifier.id.trim();
  return [
    { id: 'tenderID', label: t('head.tenderID'), text: tender.tenderID },
    {
      id: 'title',
      label: t('head.title'),
      text: orDash(localizedText(tender.title, tender.title_en, lang).trim()),
    },
    {
      id: 'buyer',
      label: t('head.buyer'),
      text: code === '' ? legalName(buyer, lang) : `${legalName(buyer, lang)} (${code})`,
    },
    {
      id: 'procedure',
      label: t('head.procedure'),
      text: label('procurement_method_types', tender.procurementMethodType),
    },
    // An energy service tender states no expected value (its 0 means none).
    ...(tender.procurementMethodType === 'esco'
      ? []
      : [
          {
            id: 'expected',
            label: t('head.expected'),
            text: formatMoney(tender.value, lang, { vat: true }),
          },
        ]),
    { id: 'asOf', label: t('head.asOf'), text: formatDateTime(tender.dateModified, lang) },
  ];
}

/** A lot or the whole tender: the part of a document each section is about. */
export interface OfficialPart {
  key: string;
  /** The lot's id; undefined for a tender without lots. */
  lotId: string | undefined;
  heading: string | undefined;
  lot: Lot | undefined;
}

/** The tender's lots in its order, or the tender itself when it has none. */
export function officialParts(tender: Tender, context: OfficialContext): OfficialPart[] {
  if (tender.lots.length === 0) {
    return [{ key: 'tender', lotId: undefined, heading: undefined, lot: undefined }];
  }
  return tender.lots.map((lot, index) => ({
    key: lot.id,
    lotId: lot.id,
    heading: context.t('lotTitle', lotHeading(lot, index, context.lang)),
    lot,
  }));
}

/** The auction of a part: its period, when it was held (it has an end). */
export const auctionOf = (tender: Tender, part: OfficialPart): Period | undefined => {
  const period = part.lot ? part.lot.auctionPeriod : tender.auctionPeriod;
  return period?.endDate ? period : undefined;
};

/** The lot's facts: its expected value (a lot only) and its auction, or that none was held. */
export function partFacts(tender: Tender, part: OfficialPart, context: OfficialContext) {
  const { lang, t } = context;
  const auction = auctionOf(tender, part);
  const facts: OfficialFact[] = part.lot
    ? [
        {
          id: 'expected',
          label: t('lot.expected'),
          text: formatMoney(part.lot.value, lang, { vat: true }),
        },
      ]
    : [];
  facts.push({
    id: 'auction',
    label: t('lot.auction'),
    text: auction
      ? t('lot.auctionPeriod', {
          start: formatDateTime(auction.startDate, lang),
          end: formatDateTime(auction.endDate, lang),
        })
      : t('lot.noAuction'),
  });
  return facts;
}
