import type { Lang } from '../../../../contract/api';
import type {
  CatalogueObject,
  CatalogueRequirement,
  CatalogueRequirementResponse,
} from '../../../../contract/product';
import type { Unit } from '../../../../contract/tender-parts';
import { formatQuantity } from '../../../lib/format';
import {
  classificationLines,
  classificationText,
  lines,
  moment,
  organizationName,
  statusLabel,
  text,
  unitName,
} from '../../entity/model/fields';
import type { EntityHeadView, FieldRow } from '../../entity/model/fields';
import { fill } from '../../entity/model/fill';
import type { EntityTexts } from '../../entity/texts';

export interface ProductView {
  head: EntityHeadView;
  description: string | undefined;
  details: FieldRow[];
  /** What a product states about itself. */
  properties: FieldRow[];
  /** What a profile or category asks of a product. */
  requirements: FieldRow[];
}

type Scalar = string | number | boolean;

function scalarText(value: Scalar, texts: EntityTexts): string {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return formatQuantity(value);
  return value.trim();
}

const withUnit = (value: string, unit: Unit | undefined, lang: Lang): string => {
  const name = unitName(unit, lang);
  return name ? `${value} ${name}` : value;
};

/** '1920x1080', 'не менше 23,8 дюйм', 'від 1 до 3 штук': what one requirement asks. */
function requirementText(
  requirement: CatalogueRequirement,
  lang: Lang,
  texts: EntityTexts,
): string {
  const words = texts.product;
  const { expectedValue, expectedValues, minValue, maxValue, unit } = requirement;
  let value: string | undefined;
  if (expectedValue !== undefined) value = scalarText(expectedValue, texts);
  else if (expectedValues && expectedValues.length > 0) {
    value = expectedValues.map((one) => scalarText(one, texts)).join(', ');
  } else if (minValue !== undefined && maxValue !== undefined) {
    value = fill(words.between, { min: formatQuantity(minValue), max: formatQuantity(maxValue) });
  } else if (minValue !== undefined)
    value = fill(words.atLeast, { value: formatQuantity(minValue) });
  else if (maxValue !== undefined) value = fill(words.atMost, { value: formatQuantity(maxValue) });
  return value === undefined || value === '' ? '' : withUnit(value, unit, lang);
}

/** One row per requirement title; the alternatives of a criterion's groups joined with 'або'. */
function requirementRows(object: CatalogueObject, lang: Lang, texts: EntityTexts): FieldRow[] {
  const byTitle = new Map<string, { id: string; values: string[] }>();
  for (const requirement of object.requirements ?? []) {
    const title = requirement.title.trim() || requirement.group?.trim() || requirement.id;
    const row = byTitle.get(title) ?? { id: requirement.id, values: [] };
    const value = requirementText(requirement, lang, texts);
    if (value !== '' && !row.values.includes(value)) row.values.push(value);
    byTitle.set(title, row);
  }
  return [...byTitle].map(([title, row]) => ({
    id: row.id,
    label: title,
    value: text(row.values.join(texts.product.alternatives)),
  }));
}

function propertyRows(object: CatalogueObject, lang: Lang, texts: EntityTexts): FieldRow[] {
  return (object.requirementResponses ?? []).map(
    (response: CatalogueRequirementResponse, index) => {
      const number = String(index + 1);
      const values = response.values.map((value) => scalarText(value, texts)).join(', ');
      return {
        id: `property-${number}`,
        label: response.requirement?.trim() || fill(texts.product.propertyNumber, { number }),
        value: text(values === '' ? undefined : withUnit(values, response.unit, lang)),
      };
    },
  );
}

const identifierText = (object: CatalogueObject): string | undefined => {
  const identifier = object.identifier;
  if (!identifier?.id) return undefined;
  return identifier.scheme ? `${identifier.id} (${identifier.scheme})` : identifier.id;
};

/** The product page (issue 11): what the catalogue object is, who makes it, its properties. */
export function toProductView(
  object: CatalogueObject,
  lang: Lang,
  texts: EntityTexts,
): ProductView {
  const words = texts.product;
  const fields = words.fields;
  const details: FieldRow[] = [
    { id: 'kind', label: fields.kind, value: text(words.kinds[object.kind]) },
    {
      id: 'classification',
      label: fields.classification,
      value: text(classificationText(object.classification, lang)),
    },
    {
      id: 'additionalClassifications',
      label: fields.additionalClassifications,
      value: lines(classificationLines(object.additionalClassifications, lang)),
    },
    { id: 'identifier', label: fields.identifier, value: text(identifierText(object)) },
    { id: 'vendor', label: fields.vendor, value: text(organizationName(object.vendor, lang)) },
  ];
  if (object.vendor?.identifier.id) {
    details.push({
      id: 'vendorCode',
      label: fields.vendorCode,
      value: text(object.vendor.identifier.id),
    });
  }
  details.push(
    { id: 'unit', label: fields.unit, value: text(unitName(object.unit, lang)) },
    { id: 'relatedCategory', label: fields.relatedCategory, value: text(object.relatedCategory) },
    { id: 'dateModified', label: fields.dateModified, value: moment(object.dateModified, lang) },
  );
  const status = object.status ?? '';
  return {
    head: {
      title: object.title.trim() || object.id,
      idLabel: words.id,
      id: object.id,
      status: { code: status, label: statusLabel(words.statuses, status) },
      test: object.mode === 'test',
    },
    description: object.description?.trim() || undefined,
    details,
    properties: propertyRows(object, lang, texts),
    requirements: requirementRows(object, lang, texts),
  };
}
