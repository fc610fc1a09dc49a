// Order ids are made here, never by a client: 'ORD', the creation time in ms and
// ORDER_ID_RANDOM_LENGTH (20) random base-36 characters from the system's CSPRNG, about 103
// bits. The id is all a visitor needs to read, pay or give up an order, so it must not be
// guessable. Ids of orders placed before have 6 random characters and keep working.
import { randomInt } from 'node:crypto';
import { ORDER_ID_RANDOM_LENGTH } from '@minesite/shared/contract';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function newOrderId(now: Date): string {
  let random = '';
  // randomInt draws without bias (rejection sampling), so every character is equally likely.
  for (let i = 0; i < ORDER_ID_RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD${now.getTime()}${random}`;
}
