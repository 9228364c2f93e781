import { PAGING } from '../../contract/api.ts';
import { BadRequestError } from './errors.ts';

/** Readers of query parameters: each returns the value or throws a BadRequestError that names it. */

export const optionalString = (
  query: Record<string, unknown>,
  name: string,
): string | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequestError(`"${name}" must be a single text value`);
  return value;
};

export const positiveInt = (
  query: Record<string, unknown>,
  name: string,
  fallback: number,
  max: number,
): number => {
  const text = optionalString(query, name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new BadRequestError(`"${name}" must be a whole number from 1 to ${max}`);
  }
  return Number(text);
};

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

/** page and per_page within the 10,000-result window. */
export const readPaging = (query: Record<string, unknown>): Paging => {
  const perPage = positiveInt(query, 'per_page', PAGING.defaultPerPage, PAGING.maxPerPage);
  const page = positiveInt(query, 'page', 1, PAGING.window);
  if (page * perPage > PAGING.window) {
    throw new BadRequestError(
      `Results are available up to number ${PAGING.window}: page ${page} of ${perPage} is past it. ` +
        'Narrow the search with filters.',
    );
  }
  return { page, perPage, offset: (page - 1) * perPage };
};
