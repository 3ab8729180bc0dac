import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'kaista_session';
export const CHALLENGE_COOKIE = 'kaista_login';

/** 256 random bits, sent to the browser; only its hash is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
