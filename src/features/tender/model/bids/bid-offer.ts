import type { Bid, Tender } from '../../../../../contract/tender';
import {
  formatAmount,
  formatContractDuration,
  formatDateTime,
  formatMoney,
  formatPercent,
  kyivParts,
  orDash,
} from '../../../../lib/format';
import { localizedText } from '../../../../../contract/dictionary-label';
import { contactRows } from '../terms/contact';
import { addressValue, identifierValue } from '../terms/organization';
import { DASH, text } from '../terms/rows';
import type { TermsRow } from '../terms/rows';
import type { BidsContext } from './bids-context';
import { bidTenderer, bidValue, bidderName, lotPrices } from './bid-rows';
import type { LotPriceView } from './bid-rows';

export interface ReductionRow {
  /** The calendar year ('2024'), or the year's number when the tender has no date. */
  year: string;
  amount: string;
}

export interface BidOfferView {
  participant: TermsRow[];
  contact: TermsRow[];
  /** The offer's price with VAT; undefined for tenders with lots (see lotPrices). */
  price: string | undefined;
  lotPrices: LotPriceView[];
  /** Non-price criteria: the feature's title and the chosen option with its weight. */
  parameters: TermsRow[];
  /** The energy service contract's terms; empty outside ESCO offers. */
  esco: TermsRow[];
  /** The annual costs reduction by year (ESCO); empty when the offer has none. */
  reduction: ReductionRow[];
}

function participantRows(bid: Bid, tender: Tender, context: BidsContext): TermsRow[] {
  const { t } = context;
  const tenderer = bidTenderer(bid, tender);
  const scale = tenderer?.scale?.trim();
  const rows: TermsRow[] = [
    { id: 'name', label: t('offer.name'), value: text(bidderName(bid, tender, context)) },
    {
      id: 'identifier',
      label: t('offer.identifier'),
      value: tenderer ? identifierValue(tenderer.identifier, context.terms) : DASH,
    },
    {
      id: 'address',
      label: t('offer.address'),
      value: addressValue(tenderer?.address, context.terms),
    },
    {
      id: 'scale',
      label: t('offer.scale'),
      value: scale ? text(context.label('organization_scales', scale)) : DASH,
    },
    {
      id: 'submitted',
      label: t('offer.submitted'),
      value: text(formatDateTime(bid.submissionDate ?? bid.date, context.lang)),
    },
  ];
  const subcontracting = bid.subcontractingDetails?.trim();
  if (subcontracting) {
    rows.push({
      id: 'subcontracting',
      label: t('offer.subcontracting'),
      value: text(subcontracting),
    });
  }
  return rows;
}

function parameterRows(bid: Bid, tender: Tender, context: BidsContext): TermsRow[] {
  return bid.parameters.map((parameter) => {
    const feature = tender.features.find((entry) => entry.code === parameter.code);
    const option = feature?.enum.find((entry) => entry.value === parameter.value);
    const percent = formatPercent(parameter.value);
    return {
      id: parameter.code,
      label: feature
        ? localizedText(feature.title, feature.title_en, context.lang)
        : orDash(parameter.title ?? parameter.code),
      value: text(
        option
          ? context.t('offer.parameterValue', {
              option: localizedText(option.title, option.title_en, context.lang),
              percent,
            })
          : percent,
      ),
    };
  });
}

const isEsco = (bid: Bid, tender: Tender): boolean =>
  tender.procurementMethodType === 'esco' ||
  bid.value?.yearlyPaymentsPercentage !== undefined ||
  (bid.value?.annualCostsReduction?.length ?? 0) > 0;

function escoRows(bid: Bid, context: BidsContext): TermsRow[] {
  const { t, lang } = context;
  const value = bid.value;
  const performance = value?.amountPerformance;
  return [
    {
      id: 'amount',
      label: t('offer.escoAmount'),
      value: text(formatMoney(value, lang, { vat: true })),
    },
    {
      id: 'performance',
      label: t('offer.escoPerformance'),
      value: text(
        performance === undefined
          ? orDash('')
          : formatMoney({ ...value, amount: performance }, lang),
      ),
    },
    {
      id: 'yearlyPayments',
      label: t('offer.yearlyPayments'),
      value: text(formatPercent(value?.yearlyPaymentsPercentage)),
    },
    {
      id: 'duration',
      label: t('offer.contractDuration'),
      value: text(
        formatContractDuration(
          { years: value?.contractDurationYears, days: value?.contractDurationDays },
          lang,
        ),
      ),
    },
  ];
}

/**
 * The reduction list starts in the year the tender was announced (its first, partial year), as
 * the ESCO procedure counts it; without a date the years are numbered from 1.
 */
function reductionRows(bid: Bid, tender: Tender): ReductionRow[] {
  const first = kyivParts(tender.publicationDate ?? tender.date)?.year;
  return (bid.value?.annualCostsReduction ?? []).map((amount, index) => ({
    year: String(first === undefined ? index + 1 : first + index),
    amount: formatAmount(amount),
  }));
}

/** "Offer details": the participant, prices, non-price criteria and ESCO terms. */
export function toBidOfferView(bid: Bid, tender: Tender, context: BidsContext): BidOfferView {
  const esco = isEsco(bid, tender);
  const value = bidValue(bid, tender);
  return {
    participant: participantRows(bid, tender, context),
    contact: contactRows(bidTenderer(bid, tender)?.contactPoint, context.terms),
    price:
      tender.lots.length > 0 && !value
        ? undefined
        : formatMoney(value, context.lang, { vat: true }),
    lotPrices: tender.lots.length > 0 ? lotPrices(bid, tender, context) : [],
    parameters: parameterRows(bid, tender, context),
    esco: esco ? escoRows(bid, context) : [],
    reduction: esco ? reductionRows(bid, tender) : [],
  };
}
