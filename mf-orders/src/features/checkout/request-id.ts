/**
 * The key that makes a create safe to retry: made once per order the buyer means to place and
 * sent with every try of it, so that the service answers a retry with the order the first try
 * made. The service makes the order id itself. 16 random bytes (128 bits) from the Web Crypto
 * API, written as 22 base64url characters: the service refuses shorter keys, since whoever
 * sends a key and its body gets that order.
 */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function newRequestId(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
