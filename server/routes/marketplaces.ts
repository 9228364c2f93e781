import type { FastifyInstance } from 'fastify';
import type {
  Marketplace,
  MarketplaceAccreditationLevel,
  MarketplaceAuthMethod,
  MarketplacesResponse,
} from '../../contract/marketplaces.ts';
import type { DictionaryEntry } from '../../contract/static-data.ts';
import { marketplaceSlug } from '../../contract/routes/marketplace-slugs.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { MarketplacesAnswerSchema } from '../../contract/schemas/answers.ts';

const text = (entry: DictionaryEntry, field: string): string => {
  const value = entry[field];
  return typeof value === 'string' ? value : '';
};

const ids = (entry: DictionaryEntry, field: string): string[] => {
  const value = entry[field];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/** The ids of one marketplace resolved against a dictionary of levels or methods, in its order. */
const resolve = <T>(
  wanted: readonly string[],
  dictionary: Record<string, DictionaryEntry> | undefined,
  shape: (id: string, entry: DictionaryEntry) => T,
): T[] =>
  Object.entries(dictionary ?? {})
    .filter(([id]) => wanted.includes(id))
    .map(([id, entry]) => shape(id, entry));

const level = (id: string, entry: DictionaryEntry): MarketplaceAccreditationLevel => ({
  id,
  name_uk: text(entry, 'name_uk'),
  name_en: text(entry, 'name_en'),
  description_uk: text(entry, 'description_uk'),
  description_en: text(entry, 'description_en'),
});

const method = (id: string, entry: DictionaryEntry): MarketplaceAuthMethod => ({
  id,
  name_uk: text(entry, 'name_uk'),
  name_en: text(entry, 'name_en'),
});

/** The marketplaces dictionary with its levels and methods spelt out, ordered by id. */
const marketplacesFrom = (dictionaries: DictionaryStore): Marketplace[] => {
  const levels = dictionaries.get('marketplace_accreditation_levels')?.data;
  const methods = dictionaries.get('marketplace_auth_methods')?.data;
  return Object.entries(dictionaries.get('marketplaces')?.data ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, entry]) => ({
      id,
      title_uk: text(entry, 'title_uk'),
      title_en: text(entry, 'title_en'),
      host: text(entry, 'host'),
      slug: marketplaceSlug(entry, id),
      url: text(entry, 'url'),
      tender_url: text(entry, 'tender_url'),
      image: text(entry, 'image'),
      image_en: text(entry, 'image_en') || text(entry, 'image'),
      accreditation_levels: resolve(ids(entry, 'accreditation_levels'), levels, level),
      auth_methods: resolve(ids(entry, 'auth_methods'), methods, method),
    }));
};

/** GET /api/marketplaces: `{data: Marketplace[]}`; the list is built once, at start. */
export const marketplaceRoutes = (app: FastifyInstance, dictionaries: DictionaryStore): void => {
  const body: MarketplacesResponse = { data: marketplacesFrom(dictionaries) };
  const schema = {
    summary: 'The e-marketplaces',
    description: 'The authorised e-marketplaces, both languages in every label.',
    response: { 200: MarketplacesAnswerSchema },
  };
  app.get('/api/marketplaces', { schema }, (_request, reply) => reply.send(body));
};
