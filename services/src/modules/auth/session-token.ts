import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, sent to the browser once, in the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token, so that reading the sessions collection does
 * not let anyone act as the admin. A fast hash is enough for a random 256-bit secret.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
