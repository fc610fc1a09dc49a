/**
 * Order ids as the spec writes them: 'ORD', the creation time in ms and 6 random base-36
 * characters. The browser makes the id so that a retried create carries the same one and the
 * service can answer it idempotently. The pattern they follow is `ORDER_ID_PATTERN` of
 * `@minesite/shared/domain`, which the service checks.
 */
const SUFFIX_LENGTH = 6;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
// The largest multiple of 36 that fits in a byte: bytes at or above it are drawn again, so that
// every character is equally likely.
const UNBIASED_LIMIT = 252;

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function newOrderId(nowMs: number = Date.now(), randomBytes = cryptoRandomBytes): string {
  let suffix = '';
  while (suffix.length < SUFFIX_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(SUFFIX_LENGTH))) {
      if (byte < UNBIASED_LIMIT && suffix.length < SUFFIX_LENGTH) suffix += ALPHABET[byte % 36];
    }
  }
  return `ORD${nowMs}${suffix}`;
}
