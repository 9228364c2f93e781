import type { Lang } from '../../contract/api.ts';
import { dictionaryLabel, localizedText } from '../../src/lib/dictionary-label.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import entitiesEn from '../../src/locales/en/entities.json';
import entitiesUk from '../../src/locales/uk/entities.json';
import type { Database } from '../db/database.ts';
import { findByKey } from '../db/find-by-key.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { ENTITY_KEY_PATTERN } from '../routes/entities.ts';
import type { Preview } from './previews.ts';

/** The pages' own words, so a preview says what the page says. */
const TEXTS = { uk: entitiesUk, en: entitiesEn };

const statusText = (labels: Readonly<Record<string, string>>, code: string | null): string =>
  code ? (Object.hasOwn(labels, code) ? (labels[code] ?? code) : code) : '';

/** 'Label: value · Label: value', the empty values left out. */
const describe = (pairs: readonly [string, string | null | undefined][]): string =>
  pairs
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');

interface PlanPreviewRow {
  title: string | null;
  plan_id: string;
  buyer_name: string;
  status: string;
  budget_amount: number | null;
  budget_currency: string | null;
}

/** A plan's preview by internal id or planID: its title, buyer, status and budget. */
export const findPlanPreview = async (
  db: Database,
  id: string,
  lang: Lang,
): Promise<Preview | undefined> => {
  if (!ENTITY_KEY_PATTERN.test(id)) return undefined;
  const row = await findByKey<PlanPreviewRow>(
    db,
    'plans',
    `data->>'title' AS title, plan_id, buyer_name, status, budget_amount, budget_currency`,
    id,
  );
  if (!row) return undefined;
  const texts = TEXTS[lang];
  return {
    title: row.title?.trim() || row.plan_id,
    description: describe([
      [texts.plan.fields.buyer, row.buyer_name],
      [texts.status, statusText(texts.plan.statuses, row.status)],
      [
        texts.plan.fields.budget,
        row.budget_amount === null
          ? null
          : formatMoney(
              { amount: row.budget_amount, currency: row.budget_currency ?? 'UAH' },
              lang,
            ),
      ],
    ]),
    type: 'website',
  };
};

interface FrameworkPreviewRow {
  title: string | null;
  title_en: string | null;
  pretty_id: string;
  buyer_name: string;
  status: string;
  framework_type: string | null;
}

/** A framework's preview by internal id or prettyID: its title, procuring entity, status, type. */
export const findFrameworkPreview = async (
  db: Database,
  dictionaries: DictionaryStore,
  id: string,
  lang: Lang,
): Promise<Preview | undefined> => {
  if (!ENTITY_KEY_PATTERN.test(id)) return undefined;
  const row = await findByKey<FrameworkPreviewRow>(
    db,
    'frameworks',
    `data->>'title' AS title, data->>'title_en' AS title_en, pretty_id, buyer_name, status,
     framework_type`,
    id,
  );
  if (!row) return undefined;
  const texts = TEXTS[lang];
  return {
    title: localizedText(row.title ?? '', row.title_en, lang).trim() || row.pretty_id,
    description: describe([
      [texts.framework.fields.procuringEntity, row.buyer_name],
      [texts.status, statusText(texts.framework.statuses, row.status)],
      [
        texts.framework.fields.frameworkType,
        row.framework_type &&
          dictionaryLabel(dictionaries.get('framework_types'), row.framework_type, lang),
      ],
    ]),
    type: 'website',
  };
};

interface ProductPreviewRow {
  title: string;
  status: string | null;
  classification: string | null;
  vendor: string | null;
}

/**
 * A product's preview by internal id or identifier (a barcode or a vendor's code, which several
 * products may share: find-by-key.ts picks one): its title, status, classification and vendor.
 */
export const findProductPreview = async (
  db: Database,
  id: string,
  lang: Lang,
): Promise<Preview | undefined> => {
  if (!ENTITY_KEY_PATTERN.test(id)) return undefined;
  const row = await findByKey<ProductPreviewRow>(
    db,
    'catalogue',
    `title, status, raw->'vendor'->>'name' AS vendor,
     concat_ws(' — ', data->'classification'->>'id',
               data->'classification'->>'description') AS classification`,
    id,
  );
  if (!row) return undefined;
  const texts = TEXTS[lang];
  return {
    title: row.title.trim() || id,
    description: describe([
      [texts.status, statusText(texts.product.statuses, row.status)],
      [texts.product.fields.classification, row.classification],
      [texts.product.fields.vendor, row.vendor],
    ]),
    type: 'website',
  };
};
