import type { Lang } from '../../../../contract/api';
import type { Unit } from '../../../../contract/tender-parts';
import { formatQuantity } from '../../../lib/format';
import { classificationRows, fill, moment, statusLabel, text, unitName } from '../../entity';
import type { EntityHeadView, EntityTexts, FieldRow } from '../../entity';
import type { CriterionAnswer, ProductAnswer, RequirementAnswer } from './product-answer';

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
  return name && value !== '' ? `${value} ${name}` : value;
};

/** '1920x1080', 'не менше 23,8 дюйм', 'від 1 до 3 штук': what one requirement asks. */
function requirementText(requirement: RequirementAnswer, lang: Lang, texts: EntityTexts): string {
  const words = texts.product;
  const { expectedValue, expectedValues, minValue, maxValue, unit } = requirement;
  const show = (value: Scalar) => scalarText(value, texts);
  let value = '';
  if (expectedValue !== undefined) value = show(expectedValue);
  else if (expectedValues && expectedValues.length > 0) value = expectedValues.map(show).join(', ');
  else if (minValue !== undefined && maxValue !== undefined) {
    value = fill(words.between, { min: show(minValue), max: show(maxValue) });
  } else if (minValue !== undefined) value = fill(words.atLeast, { value: show(minValue) });
  else if (maxValue !== undefined) value = fill(words.atMost, { value: show(maxValue) });
  return withUnit(value, unit, lang);
}

/** One row per criterion; its groups are alternatives, joined with 'або'. */
function criterionRow(
  criterion: CriterionAnswer,
  index: number,
  lang: Lang,
  texts: EntityTexts,
): FieldRow {
  const alternatives = criterion.requirementGroups
    .map((group) =>
      group.requirements
        .map((requirement) => requirementText(requirement, lang, texts))
        .filter((value) => value !== '')
        .join('; '),
    )
    .filter((value) => value !== '');
  return {
    id: criterion.id ?? `criterion-${String(index)}`,
    label: criterion.title.trim() || criterion.description?.trim() || String(index + 1),
    value: text([...new Set(alternatives)].join(texts.product.alternatives)),
  };
}

function propertyRows(product: ProductAnswer, texts: EntityTexts): FieldRow[] {
  return product.requirementResponses.map((property, index) => {
    const number = String(index + 1);
    const values = property.value === undefined ? (property.values ?? []) : [property.value];
    return {
      id: `property-${number}`,
      label: property.requirement?.trim() || fill(texts.product.propertyNumber, { number }),
      value: text(values.map((value) => scalarText(value, texts)).join(', ')),
    };
  });
}

/** The product's code (a barcode or vendor code, by which it is also found), else its internal id. */
function headId(product: ProductAnswer, texts: EntityTexts): { idLabel: string; id: string } {
  const identifier = product.identifier;
  if (!identifier?.id) return { idLabel: texts.product.id, id: product.id };
  const label = texts.product.fields.identifier;
  return {
    idLabel: identifier.scheme ? `${label} (${identifier.scheme})` : label,
    id: identifier.id,
  };
}

/** The product page (issue 11): what the catalogue object is, who makes it, its properties. */
export function toProductView(product: ProductAnswer, lang: Lang, texts: EntityTexts): ProductView {
  const words = texts.product;
  const fields = words.fields;
  const details: FieldRow[] = [
    { id: 'kind', label: fields.kind, value: text(words.kinds[product.kind]) },
    ...classificationRows(fields, product.classification, product.additionalClassifications, lang),
    { id: 'vendor', label: fields.vendor, value: text(product.vendor?.name) },
  ];
  if (product.vendor?.identifier?.id) {
    details.push({
      id: 'vendorCode',
      label: fields.vendorCode,
      value: text(product.vendor.identifier.id),
    });
  }
  details.push(
    { id: 'unit', label: fields.unit, value: text(unitName(product.unit, lang)) },
    { id: 'relatedCategory', label: fields.relatedCategory, value: text(product.relatedCategory) },
    { id: 'dateModified', label: fields.dateModified, value: moment(product.dateModified, lang) },
  );
  const status = product.status ?? '';
  return {
    head: {
      title: product.title.trim() || product.id,
      ...headId(product, texts),
      status: { code: status, label: statusLabel(words.statuses, status) },
      test: product.mode === 'test' ? texts.product.test : undefined,
    },
    description: product.description?.trim() || undefined,
    details,
    properties: propertyRows(product, texts),
    requirements: product.criteria.map((criterion, index) =>
      criterionRow(criterion, index, lang, texts),
    ),
  };
}
