/** Amounts, periods, items and classifications in their OCDS shape. */
import type { OcdsClassification, OcdsItem, OcdsPeriod, OcdsValue } from '../../contract/ocds.ts';
import type { Classification, Item, Period, Value } from '../../contract/tender.ts';
import { classificationScheme } from './codelists.ts';
import { dateTime, defined, nonEmpty } from './formats.ts';

/** An amount with its currency; none without a currency (OCDS needs both to make sense). */
export const ocdsValue = (value: Value | undefined): OcdsValue | undefined =>
  value && value.currency ? { amount: value.amount, currency: value.currency } : undefined;

export const ocdsPeriod = (period: Period | undefined): OcdsPeriod | undefined => {
  const startDate = dateTime(period?.startDate);
  const endDate = dateTime(period?.endDate);
  return startDate || endDate ? defined({ startDate, endDate }) : undefined;
};

const ocdsClassification = (classification: Classification): OcdsClassification =>
  defined({
    scheme: classificationScheme(classification.scheme),
    id: classification.id,
    description: classification.description || undefined,
  });

/** UN/CEFACT Recommendation 20 is the codelist of CDB's unit codes. */
export const ocdsItem = (item: Item): OcdsItem =>
  defined({
    id: item.id,
    description: item.description || undefined,
    classification: item.classification && ocdsClassification(item.classification),
    additionalClassifications: nonEmpty(item.additionalClassifications.map(ocdsClassification)),
    quantity: item.quantity,
    unit:
      item.unit && (item.unit.code || item.unit.name)
        ? defined({
            scheme: item.unit.code ? 'UNCEFACT' : undefined,
            id: item.unit.code,
            name: item.unit.name,
          })
        : undefined,
    relatedLot: item.relatedLot,
  });
