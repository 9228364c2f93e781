/** Items, lots and features of a tender. */
import type { Criterion } from '../../../contract/criteria.ts';
import type { Item } from '../../../contract/tender.ts';
import type { Document, Feature, Lot } from '../../../contract/tender-parts.ts';
import { toAddress, toClassification, toPeriod, toUnit, toValue } from './common.ts';
import { splitCriteria } from './criteria.ts';
import { compact, num, rec, recs, str, type Json } from './read.ts';

export const toItems = (
  tender: Json,
  criteria: readonly Criterion[],
  documents: readonly Document[],
): Item[] =>
  recs(tender, 'items').map((o, index) => {
    const id = str(o, 'id') ?? `item-${String(index)}`;
    const { active, historical } = splitCriteria(
      criteria.filter((c) => c.relatesTo === 'item' && c.relatedItem === id),
    );
    return compact({
      id,
      description: str(o, 'description') ?? '',
      description_en: str(o, 'description_en'),
      classification: toClassification(rec(o, 'classification')),
      additionalClassifications: recs(o, 'additionalClassifications').flatMap(
        (c) => toClassification(c) ?? [],
      ),
      quantity: num(o, 'quantity'),
      unit: toUnit(rec(o, 'unit')),
      deliveryDate: toPeriod(rec(o, 'deliveryDate')),
      deliveryAddress: toAddress(rec(o, 'deliveryAddress')),
      relatedLot: str(o, 'relatedLot'),
      activeCriteria: active,
      historicalCriteria: historical,
      documents: documents.filter((d) => d.documentOf === 'item' && d.relatedItem === id),
    });
  });

export const toLots = (tender: Json): Lot[] =>
  recs(tender, 'lots').map((o) =>
    compact({
      id: str(o, 'id') ?? '',
      title: str(o, 'title') ?? '',
      title_en: str(o, 'title_en'),
      description: str(o, 'description'),
      description_en: str(o, 'description_en'),
      status: str(o, 'status'),
      date: str(o, 'date'),
      // ESCO lots carry the expected value as minValue.
      value: toValue(rec(o, 'value') ?? rec(o, 'minValue')),
      minimalStep: toValue(rec(o, 'minimalStep')),
      guarantee: toValue(rec(o, 'guarantee')),
      auctionPeriod: toPeriod(rec(o, 'auctionPeriod')),
      auctionUrl: str(o, 'auctionUrl'),
      minimalStepPercentage: num(o, 'minimalStepPercentage'),
      fundingKind: str(o, 'fundingKind'),
      yearlyPaymentsPercentageRange: num(o, 'yearlyPaymentsPercentageRange'),
    }),
  );

export const toFeatures = (tender: Json): Feature[] =>
  recs(tender, 'features').map((o) =>
    compact({
      code: str(o, 'code') ?? '',
      featureOf: str(o, 'featureOf'),
      relatedItem: str(o, 'relatedItem'),
      title: str(o, 'title') ?? '',
      title_en: str(o, 'title_en'),
      description: str(o, 'description'),
      enum: recs(o, 'enum').map((option) =>
        compact({
          value: num(option, 'value') ?? 0,
          title: str(option, 'title') ?? '',
          title_en: str(option, 'title_en'),
          description: str(option, 'description'),
        }),
      ),
    }),
  );
