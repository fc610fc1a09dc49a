/**
 * Admin password hashes: scrypt (node:crypto), written as
 * `scrypt:<N>:<r>:<p>:<salt, base64>:<key, base64>` — the format of ADMIN_PASSWORD_HASH
 * (no `$`, so shells and compose files leave it alone).
 * Make one with hash-password-cli.ts beside this file (docs/configuration.md, ADMIN_PASSWORD_HASH).
 */
import {
  createHash,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

export interface PasswordHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/**
 * OWASP's strength for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, 128 MiB and
 * a few hundred milliseconds of one core per login. Hashes below it are refused at start.
 */
export const MIN_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const DEFAULT_COST = MIN_COST;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const maxmem = ({ N, r }: { N: number; r: number }) => 256 * N * r;

/**
 * Hashes with a random salt, or with the one given (a password read from the environment is
 * hashed with a salt derived from the username, so that every start makes the same hash and
 * sessions survive restarts: see credentialFingerprint).
 */
export function hashPasswordSync(
  password: string,
  salt: Buffer = randomBytes(SALT_LENGTH),
): PasswordHash {
  const cost = { ...DEFAULT_COST, maxmem: maxmem(DEFAULT_COST) };
  return { ...DEFAULT_COST, salt, key: scryptSync(password, salt, KEY_LENGTH, cost) };
}

export function formatPasswordHash({ N, r, p, salt, key }: PasswordHash): string {
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join(':');
}

const FORMAT = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9+/]+={0,2}):([A-Za-z0-9+/]+={0,2})$/;

/** Reads a hash written by formatPasswordHash; undefined when the text is not one. */
export function parsePasswordHash(text: string): PasswordHash | undefined {
  const match = FORMAT.exec(text.trim());
  if (!match) return undefined;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const salt = Buffer.from(match[4]!, 'base64');
  const key = Buffer.from(match[5]!, 'base64');
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  if (salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

/** Whether the hash is at least as costly as MIN_COST (memory N·r, and p). */
export function meetsMinimumCost({ N, r, p }: Pick<PasswordHash, 'N' | 'r' | 'p'>): boolean {
  return N * r >= MIN_COST.N * MIN_COST.r && r >= MIN_COST.r && p >= MIN_COST.p;
}

/**
 * A short fingerprint of the credentials, kept with each session: a session opened under other
 * credentials (the password or username changed) no longer matches and is refused. It is a
 * hash of the slow hash, so it tells nothing faster than the slow hash would.
 */
export function credentialFingerprint(username: string, hash: PasswordHash): string {
  return createHash('sha256')
    .update(`${username}\n${formatPasswordHash(hash)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Compares in constant time; the work is off the event loop. */
export function verifyPassword(password: string, hash: PasswordHash): Promise<boolean> {
  const options: ScryptOptions = { N: hash.N, r: hash.r, p: hash.p, maxmem: maxmem(hash) };
  return new Promise((resolve, reject) => {
    scrypt(password, hash.salt, hash.key.length, options, (error, derived) => {
      if (error) reject(error);
      else resolve(timingSafeEqual(derived, hash.key));
    });
  });
}
