import type { SearchFilterQuery } from '../../../../../contract/search';
import { setText } from './builder';

/** A registry code (EDRPOU, or a foreign register's id): has a digit, no spaces. */
const REGISTRY_CODE = /^(?=.*\d)[\p{L}\p{N}][\p{L}\p{N}._/-]{0,39}$/u;

export interface RegistryInput {
  codes: string[];
  /** What is not a code: company names, searched as text. */
  names: string[];
}

/**
 * What was typed into a buyer / tenderer / vendor field: parts separated by commas or
 * semicolons; a part made only of codes gives codes (spaces separate them too), any other
 * part is a name.
 */
export function parseRegistryInput(input: string): RegistryInput {
  const codes: string[] = [];
  const names: string[] = [];
  for (const part of input.split(/[,;\n]+/)) {
    const trimmed = part.trim().replace(/\s+/g, ' ');
    if (trimmed === '') continue;
    const words = trimmed.split(' ');
    if (words.every((word) => REGISTRY_CODE.test(word))) codes.push(...words);
    else names.push(trimmed);
  }
  return { codes: [...new Set(codes)], names };
}

/** The codes as the field shows them. */
export const formatRegistryCodes = (codes: readonly string[]): string => codes.join(', ');

/** Company names typed into a code field join the text search (the filters take codes only). */
export function withCompanyNames(
  query: SearchFilterQuery,
  names: readonly string[],
): SearchFilterQuery {
  const extra = names.filter((name) => !(query.text ?? '').includes(name));
  return extra.length === 0 ? query : setText(query, [query.text ?? '', ...extra].join(' '));
}
