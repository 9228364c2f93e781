import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../contract/api.ts';
import {
  DICTIONARY_KEYS,
  type CacheRequest,
  type Dictionary,
  type DictionaryKey,
} from '../../contract/static-data.ts';
import { dictionaryFor, type DictionaryStore } from '../dictionaries.ts';
import { BadRequestError } from '../http/errors.ts';
import { errorAnswers } from '../http/openapi.ts';
import { StaticDataAnswerSchema } from '../../contract/schemas/answers.ts';
import { StaticDataQuerySchema } from '../../contract/schemas/requests.ts';

const isKey = (key: unknown): key is DictionaryKey =>
  typeof key === 'string' && (DICTIONARY_KEYS as readonly string[]).includes(key);

/**
 * cache[i][key] and cache[i][date_modified]: what the client holds. The schema found a list of
 * objects; the message of a wrong key or version names its index.
 */
const readCache = (cache: readonly Record<string, unknown>[]): CacheRequest[] =>
  cache.map((item, index) => {
    const { key, date_modified } = item;
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

const schema = {
  summary: 'Dictionaries',
  description:
    'The dictionaries asked for, in a language; one the client holds in its current version ' +
    '(cache[i][date_modified]) is left out.',
  querystring: StaticDataQuerySchema,
  response: { 200: StaticDataAnswerSchema, ...errorAnswers(400) },
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

  app.get<{ Querystring: { lang?: Lang; cache: Record<string, unknown>[] } }>(
    '/api/static-data',
    { schema },
    (request, reply) => {
      const lang = request.query.lang ?? 'uk';
      const parts = new Map<DictionaryKey, string>();
      for (const { key, date_modified } of readCache(request.query.cache)) {
        const dictionary = dictionaries.get(key);
        if (dictionary && dictionary.date_modified !== date_modified) {
          parts.set(key, answer(key, dictionary, lang));
        }
      }
      const data = [...parts].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');
      // The text of a StaticDataResponse, put together from the serialised dictionaries.
      return reply.type('application/json; charset=utf-8').send(`{"data":{${data}}}`);
    },
  );
};
