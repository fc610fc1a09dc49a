/**
 * The order vocabulary (spec sections 3 and 7), free of zod so that pages can import it on
 * first paint. The order contract (`@minesite/shared/contract`) builds its schemas from it.
 */

export const ORDER_STATUSES = ['pending', 'processing', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const POOLS = ['AntPool', 'F2Pool'] as const;
export type Pool = (typeof POOLS)[number];

export const PAYMENT_METHODS = ['manual', 'fufu'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an order is for: a hash power package (the default) or machines from the shop. */
export const ORDER_PRODUCT_KINDS = ['hashpower', 'machine'] as const;
export type OrderProductKind = (typeof ORDER_PRODUCT_KINDS)[number];

/** Order ids as the spec writes them: 'ORD', the creation time in ms and 6 base-36 characters. */
export const ORDER_ID_PATTERN = /^ORD\d{13}[0-9a-z]{6}$/;

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A fresh order id for `now`. The browser makes one (so that a retried create is recognised);
 * the service makes one when none is sent. Uses the Web Crypto API of browsers and Node.
 */
export function newOrderId(now: Date): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(6));
  let suffix = '';
  for (const value of random) suffix += ID_ALPHABET[value % ID_ALPHABET.length];
  return `ORD${now.getTime()}${suffix}`;
}
