import type { Lang } from '../../../contract/api';
import { formatBoolean } from './boolean';
import { EM_DASH } from '../../../contract/format/text';

/**
 * The value at a dotted key path ('procuringEntity.identifier.id', 'items.0.id'); only
 * own properties are followed, so 'constructor' or '__proto__' find nothing.
 */
export function valueAtPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The value at a key path as text: text as it is, numbers in
 * plain digits, booleans as yes/no; anything absent, blank or not a plain value → '—'.
 */
export function formatPath(source: unknown, path: string, lang: Lang): string {
  const value = valueAtPath(source, path);
  if (typeof value === 'string') return value.trim() === '' ? EM_DASH : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EM_DASH;
  if (typeof value === 'boolean') return formatBoolean(value, lang);
  return EM_DASH;
}
