import type { Lang } from '../../../../../contract/api';
import type { Feature, Tender } from '../../../../../contract/tender';
import { EM_DASH, formatPercent } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';
import type { LabelFn } from '../../../../lib/use-reference-data';

export interface FeatureOptionView {
  title: string;
  /** The option's weight as a percentage: '5 %'. */
  value: string;
}

export interface FeatureView {
  key: string;
  title: string;
  description: string | undefined;
  options: FeatureOptionView[];
}

export interface AwardCriteriaView {
  /** The award criteria the tender declares ('Ціна' / 'Price'), or '—'. */
  criterion: string;
  /** The feature price display: the price row's title and share. */
  priceTitle: string;
  price: string;
  features: FeatureView[];
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

function toFeatureView(feature: Feature, index: number, lang: Lang): FeatureView {
  return {
    key: `${String(index)}-${feature.code}`,
    title: text(pickLocalized(feature.title, feature.title_en, lang)) ?? EM_DASH,
    description: text(feature.description),
    options: feature.enum.map((option) => ({
      title: text(pickLocalized(option.title, option.title_en, lang)) ?? EM_DASH,
      value: formatPercent(option.value),
    })),
  };
}

/**
 * The award criteria heading, the price row (100 % for life-cycle cost or without features,
 * else the price's share that ingest derived) and the non-price criteria with their options.
 */
export function toAwardCriteria(tender: Tender, lang: Lang, label: LabelFn): AwardCriteriaView {
  const criterion = text(tender.awardCriteria);
  return {
    criterion: criterion ? label('award_criteria', criterion) : EM_DASH,
    priceTitle: label('award_criteria', tender.featurePrice.title),
    price: formatPercent(tender.featurePrice.price),
    features: tender.features.map((feature, index) => toFeatureView(feature, index, lang)),
  };
}
