import type { FastifyInstance } from 'fastify';
import { LANGS, type Lang } from '../../contract/api.ts';
import {
  DICTIONARY_KEYS,
  type CacheRequest,
  type Dictionary,
  type DictionaryKey,
} from '../../contract/static-data.ts';
import { dictionaryFor, type DictionaryStore } from '../dictionaries.ts';
import { BadRequestError } from '../http/errors.ts';
import { optionalString } from '../http/params.ts';

const isKey = (key: unknown): key is DictionaryKey =>
  typeof key === 'string' && (DICTIONARY_KEYS as readonly string[]).includes(key);

const readLang = (query: Record<string, unknown>): Lang => {
  const lang = optionalString(query, 'lang') ?? 'uk';
  if (!(LANGS as readonly string[]).includes(lang)) {
    throw new BadRequestError(`"lang" must be one of: ${LANGS.join(', ')}`);
  }
  return lang as Lang;
};

/** cache[i][key] and cache[i][date_modified]: what the client holds. */
const readCache = (query: Record<string, unknown>): CacheRequest[] => {
  const cache = query.cache;
  if (!Array.isArray(cache) || cache.length === 0) {
    throw new BadRequestError('"cache" must list the dictionaries wanted: cache[0][key]=…');
  }
  return cache.map((item: unknown, index) => {
    const { key, date_modified } = (item ?? {}) as Record<string, unknown>;
    if (!isKey(key)) {
      throw new BadRequestError(
        `cache[${index}][key] must be one of: ${DICTIONARY_KEYS.join(', ')}`,
      );
    }
    if (date_modified !== undefined && typeof date_modified !== 'string') {
      throw new BadRequestError(`cache[${index}][date_modified] must be a single text value`);
    }
    return { key, date_modified };
  });
};

export const staticDataRoutes = (app: FastifyInstance, dictionaries: DictionaryStore): void => {
  // Each per-language dictionary is made and serialised once: the CPV classifier alone has 9458
  // entries (1.4 MB of JSON).
  const answers = new Map<string, string>();
  const answer = (key: DictionaryKey, dictionary: Dictionary, lang: Lang): string => {
    const id = `${lang}:${key}`;
    let made = answers.get(id);
    if (made === undefined) {
      made = JSON.stringify(dictionaryFor(dictionary, lang));
      answers.set(id, made);
    }
    return made;
  };

  app.get('/api/static-data', (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = readLang(query);
    const parts = new Map<DictionaryKey, string>();
    for (const { key, date_modified } of readCache(query)) {
      const dictionary = dictionaries.get(key);
      if (dictionary && dictionary.date_modified !== date_modified) {
        parts.set(key, answer(key, dictionary, lang));
      }
    }
    const data = [...parts].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');
    // The text of a StaticDataResponse, put together from the serialised dictionaries.
    return reply.type('application/json; charset=utf-8').send(`{"data":{${data}}}`);
  });
};
