import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/database.ts';
import { bytesIn, codingsOf, type AnswerCache, type EncodedAnswer } from './answer-cache.ts';
import { chooseCoding, CODINGS } from './content-coding.ts';
import { entityTag, notModifiedTag } from './entity-tag.ts';

/*
 * Routes that send through these set `compress: false`: the bytes leave as they are, and the
 * answer varies with Accept-Encoding whichever coding is sent.
 */

/** How an answer is sent: its media type and its Vary header (Accept-Encoding among them). */
export interface AnswerKind {
  type: string;
  vary: string;
}

const JSON_ANSWER: AnswerKind = {
  type: 'application/json; charset=utf-8',
  vary: 'Accept-Encoding',
};

/** Answers 304 when If-None-Match names version `hash` of the answer; true when it did. */
export const sendNotModified = (
  request: FastifyRequest,
  reply: FastifyReply,
  hash: string,
  { vary }: AnswerKind = JSON_ANSWER,
): boolean => {
  const tag = notModifiedTag(request.headers['if-none-match'], hash, () =>
    chooseCoding(request.headers['accept-encoding'], CODINGS),
  );
  if (tag === undefined) return false;
  void reply.code(304).header('Vary', vary).header('ETag', tag).send();
  return true;
};

/** Sends the answer in the best coding the client accepts that it has ready. */
export const sendEncoded = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  { type, vary }: AnswerKind = JSON_ANSWER,
): void => {
  const coding = chooseCoding(request.headers['accept-encoding'], codingsOf(answer));
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  void reply
    .header('Vary', vary)
    .header('ETag', entityTag(answer.hash, coding))
    .type(type)
    .send(bytesIn(answer, coding));
};

/**
 * Sends an answer built on this request, versioned by a hash of its JSON: 304 when
 * If-None-Match names it, else its encoded bytes, kept under `key` for the next read.
 */
export const sendJsonAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  value: unknown,
): Promise<void> => {
  const body = JSON.stringify(value);
  const hash = createHash('md5').update(body).digest('hex');
  if (sendNotModified(request, reply, hash)) return;
  sendEncoded(request, reply, cache.get(key, hash) ?? (await cache.keep(key, hash, body)));
};

/**
 * Runs `answer`, a read that sends its reply; while no database answers, the copy kept under
 * `key` (of whatever version) is sent instead, and with none the DatabaseUnavailableError goes on
 * to its 503.
 */
export const answerOrHeld = async (
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  answer: () => Promise<unknown>,
): Promise<FastifyReply> => {
  try {
    await answer();
  } catch (error) {
    const held = error instanceof DatabaseUnavailableError ? cache.peek(key) : undefined;
    if (!held || reply.sent) throw error;
    if (!sendNotModified(request, reply, held.hash)) sendEncoded(request, reply, held);
  }
  return reply;
};
