import type { Lang } from '../../../../../contract/api';
import type { Unit } from '../../../../../contract/tender';
import { EM_DASH, formatBoolean, formatQuantity, orDash } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';
import type { LabelFn } from '../../../../lib/use-reference-data';

type Scalar = string | number | boolean;

const NUMERIC_TYPES = new Set(['number', 'integer']);

const booleanOf = (value: Scalar, dataType: string | undefined): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (dataType !== undefined && dataType !== 'boolean') return undefined;
  // Some platforms send 'True' / 'False' (a Python bool written as text).
  const written = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (written === 'true') return true;
  if (written === 'false') return false;
  return undefined;
};

const numberOf = (value: Scalar, dataType: string | undefined): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMERIC_TYPES.has(dataType ?? '')) return undefined;
  const parsed = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * A requirement's value as its data type reads: booleans 'так' / 'ні' ('yes' / 'no'),
 * numbers the Ukrainian way ('1 250,5'), text as written; none → '—'.
 */
export function formatRequirementValue(
  value: Scalar | undefined,
  dataType: string | undefined,
  lang: Lang,
): string {
  if (value === undefined) return EM_DASH;
  const flag = booleanOf(value, dataType);
  if (flag !== undefined) return formatBoolean(flag, lang);
  const number = numberOf(value, dataType);
  if (number !== undefined) return formatQuantity(number);
  return orDash(String(value));
}

/**
 * The unit's name: the recommended-units dictionary's label in the language, else the
 * upstream name (English when there is one); none → '—'.
 */
export function unitName(unit: Unit | undefined, lang: Lang, label: LabelFn): string {
  if (!unit) return EM_DASH;
  const code = unit.code?.trim();
  if (code) {
    const labelled = label('unit_codes', code);
    if (labelled !== code) return labelled;
  }
  return unit.name ? pickLocalized(unit.name, unit.name_en, lang) : orDash(code);
}
