import type { Lang } from '../../../../../contract/api';
import type { Criterion, Document, Item, Period, Unit } from '../../../../../contract/tender';
import {
  EM_DASH,
  NBSP,
  formatAddress,
  formatDateRange,
  formatQuantity,
} from '../../../../lib/format';
import { localizedAddress } from '../../../../lib/localized-address';
import { pickLocalized } from '../../../../lib/localized';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { toClassificationView } from './classification-view';
import type { ClassificationView } from './classification-view';

/** One row of the items table, every value written out. */
export interface ItemRow {
  id: string;
  /** The row's element id, which `#item-{id}` points at. */
  anchor: string;
  description: string;
  /** 'Лот 2: Бензин А-95' on a tender with lots; undefined without one. */
  lot: string | undefined;
  /** Long enough to pass 4 lines in the narrowest column, so it is clamped. */
  clampDescription: boolean;
  classifications: ClassificationView[];
  quantity: string;
  deliveryAddress: string;
  deliveryDate: string;
  documents: readonly Document[];
  /** Only an item with criteria opens into a sub-row. */
  expandable: boolean;
  activeCriteria: readonly Criterion[];
  historicalCriteria: readonly Criterion[];
}

export const ITEM_ANCHOR_PREFIX = 'item-';

/*
 * A clamp measures its text after every render and resize; thousands of them on the 'All' page
 * force a layout each. A text this short fits 4 lines of the description column anyway.
 */
const CLAMP_FROM_CHARS = 120;
const CLAMP_FROM_LINES = 4;

const needsClamp = (text: string): boolean =>
  text.length > CLAMP_FROM_CHARS || text.split('\n').length > CLAMP_FROM_LINES;

export const itemAnchor = (id: string): string => `${ITEM_ANCHOR_PREFIX}${id}`;

/** The unit's name in the language; a unit known by its code alone shows no raw code. */
function unitName(unit: Unit | undefined, lang: Lang): string {
  return pickLocalized(unit?.name?.trim() ?? '', unit?.name_en, lang).trim();
}

/** '1 250,5 штука' / '1 250,5 piece'; the number alone without a unit name; '—' without one. */
export function formatItemQuantity(item: Pick<Item, 'quantity' | 'unit'>, lang: Lang): string {
  if (typeof item.quantity !== 'number' || !Number.isFinite(item.quantity)) return EM_DASH;
  const unit = unitName(item.unit, lang);
  return unit === ''
    ? formatQuantity(item.quantity)
    : `${formatQuantity(item.quantity)}${NBSP}${unit}`;
}

/**
 * Builds rows in one language. Items of a tender mostly share their delivery dates, and a
 * date takes the formatter a fraction of a millisecond, so each distinct period is written once:
 * the 'All' page of a 10,000-item tender stays quick.
 */
export function itemRowBuilder(
  lang: Lang,
  label: LabelFn,
  lotNames: ReadonlyMap<string, string> = new Map(),
): (item: Item) => ItemRow {
  const dates = new Map<string, string>();
  const deliveryDate = ({ startDate, endDate }: Period = {}): string => {
    const key = `${startDate ?? ''}|${endDate ?? ''}`;
    let text = dates.get(key);
    if (text === undefined) {
      text = formatDateRange(startDate, endDate, lang);
      dates.set(key, text);
    }
    return text;
  };
  return (item) => {
    const description = pickLocalized(item.description, item.description_en, lang).trim();
    const active = item.activeCriteria;
    const historical = item.historicalCriteria;
    return {
      id: item.id,
      anchor: itemAnchor(item.id),
      description: description || EM_DASH,
      lot: item.relatedLot === undefined ? undefined : lotNames.get(item.relatedLot),
      clampDescription: needsClamp(description),
      classifications: [item.classification, ...item.additionalClassifications].flatMap(
        (classification) => (classification ? [toClassificationView(classification, lang)] : []),
      ),
      quantity: formatItemQuantity(item, lang),
      deliveryAddress: formatAddress(localizedAddress(item.deliveryAddress, lang, label)),
      deliveryDate: deliveryDate(item.deliveryDate),
      documents: item.documents,
      expandable: active.length > 0 || historical.length > 0,
      activeCriteria: active,
      historicalCriteria: historical,
    };
  };
}

export function toItemRow(
  item: Item,
  lang: Lang,
  label: LabelFn,
  lotNames?: ReadonlyMap<string, string>,
): ItemRow {
  return itemRowBuilder(lang, label, lotNames)(item);
}
