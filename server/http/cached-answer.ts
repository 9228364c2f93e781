import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bytesIn, codingsOf, type AnswerCache, type LoadedAnswer } from './answer-cache.ts';
import { chooseCoding, CODINGS } from './content-coding.ts';
import { entityTag, notModifiedTag } from './entity-tag.ts';

/**
 * Answers a GET with the JSON answer kept for `key` at version `hash`: 304 when If-None-Match
 * names that version, else its bytes in the best coding the client accepts, read and encoded
 * first when they are not kept. False, with nothing sent, when `read` finds nothing. Routes
 * that use it set `compress: false`: the bytes leave as they are.
 */
export const sendCachedAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  { key, hash, read }: { key: string; hash: string; read: () => Promise<LoadedAnswer | null> },
): Promise<boolean> => {
  const acceptEncoding = request.headers['accept-encoding'];
  reply.header('Vary', 'Accept-Encoding');
  const unchanged = notModifiedTag(request.headers['if-none-match'], hash, () =>
    chooseCoding(acceptEncoding, CODINGS),
  );
  if (unchanged) {
    void reply.code(304).header('ETag', unchanged).send();
    return true;
  }

  const answer = cache.get(key, hash) ?? (await cache.load(key, hash, read));
  if (!answer) return false;
  const coding = chooseCoding(acceptEncoding, codingsOf(answer));
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  void reply
    .header('ETag', entityTag(answer.hash, coding))
    .type('application/json; charset=utf-8')
    .send(bytesIn(answer, coding));
  return true;
};

/** sendCachedAnswer for an answer built on this request: its version is a hash of its JSON. */
export const sendJsonAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  answer: unknown,
): Promise<void> => {
  const body = JSON.stringify(answer);
  const hash = createHash('md5').update(body).digest('hex');
  const read = () => Promise.resolve({ hash, body });
  await sendCachedAnswer(request, reply, cache, { key, hash, read });
};
