import { normalizeAmount } from './builder';
import { parseRegistryInput, withCompanyNames } from './registry-codes';
import { isRecord } from '../search-query';
import type { Raw } from '../search-query';
import type { CodesFilter } from './sections';

const CODE_KEYS: readonly CodesFilter['key'][] = ['buyer', 'tenderer', 'procuringEntity', 'vendor'];
const CPV_KEYS = ['cpv', 'cpv_mask'] as const;

const amountOf = (value: unknown): unknown =>
  typeof value === 'string' ? (normalizeAmount(value) ?? value) : value;

/** `value[amount]` as typed ("1 000 000,50") in the form the panel writes it ("1000000.5"). */
function withAmounts(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.amount)) return value;
  const { start, end } = value.amount;
  return { ...value, amount: { ...value.amount, start: amountOf(start), end: amountOf(end) } };
}

/**
 * A search as the page's forms send it without scripts (the filter panel, the sort and the box
 * submit natively) in the shape the panel builds with scripts: the sort's one `sort=key,order`
 * value, codes typed into a field ("12345678, 87654321"; a name joins the text), CPV codes typed
 * as a list and amounts as typed. A query string written by the app passes unchanged.
 */
export function fromFormInput(raw: Raw): Raw {
  const next: Raw = { ...raw };
  delete next.sort;
  if (typeof raw.sort === 'string' && raw.sort_by === undefined) {
    const [sortBy, order] = raw.sort.split(',');
    next.sort_by = sortBy;
    next.order = order;
  }
  const names: string[] = [];
  for (const key of CODE_KEYS) {
    const typed = raw[key];
    if (typeof typed !== 'string') continue;
    const parsed = parseRegistryInput(typed);
    next[key] = parsed.codes;
    names.push(...parsed.names);
  }
  for (const key of CPV_KEYS) {
    const typed = raw[key];
    if (typeof typed === 'string') next[key] = typed.split(/[\s,;]+/).filter(Boolean);
  }
  if (raw.value !== undefined) next.value = withAmounts(raw.value);
  if (names.length === 0) return next;
  const text = typeof raw.text === 'string' ? raw.text.trim() : '';
  return { ...next, text: withCompanyNames(text === '' ? {} : { text }, names).text };
}
