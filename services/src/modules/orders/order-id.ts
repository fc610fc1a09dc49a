// Order ids as the spec writes them: 'ORD', the creation time in ms and 6 random base-36
// characters. The browser sends one it made (so that a retried create is recognised); the
// service makes one when none is sent.
import { randomInt } from 'node:crypto';

export const ORDER_ID_PATTERN = /^ORD\d{13}[0-9a-z]{6}$/;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function newOrderId(now: Date): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD${now.getTime()}${suffix}`;
}
