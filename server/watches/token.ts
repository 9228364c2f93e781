import { createHash, randomBytes } from 'node:crypto';

/** 18 random bytes (144 bits) as 24 characters of base64url: a watch's only key. */
const TOKEN_BYTES = 18;
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const isToken = (text: string): boolean => TOKEN.test(text);

/** What the database keeps of a token: its SHA-256, so the table alone opens no watch. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
