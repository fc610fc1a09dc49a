/**
 * Decimal arithmetic for the mining math. Every formula runs on big.js decimals, so that
 * 0.1 + 0.2 is 0.3 and a fee of 1.005 rounds to 1.01; only finished results become numbers,
 * rounded half-up to what a page shows: cents of money, satoshis of bitcoin.
 *
 * big.js (3 KB gzip, no dependencies) was chosen over integer minor units because the inputs
 * are not all money: output per T per day is 0.00000052 BTC, difficulty is ~1.2e14, and their
 * products and quotients need more places than any fixed minor unit keeps.
 */
import Big from 'big.js';

export type Decimal = Big;

/** Places of money shown (cents) and of bitcoin (satoshis). */
export const MONEY_PLACES = 2;
export const BTC_PLACES = 8;

/** Division keeps 30 places before the final rounding, far beyond anything shown. */
Big.DP = 30;

export const dec = (value: number | string | Decimal): Decimal => new Big(value);

/** Half-up rounding to `places`, back to a number: `roundTo(dec('1.005'), 2)` is 1.01. */
export function roundTo(value: Decimal, places: number): number {
  return value.round(places, Big.roundHalfUp).toNumber();
}

export const toMoney = (value: Decimal): number => roundTo(value, MONEY_PLACES);
export const toBtc = (value: Decimal): number => roundTo(value, BTC_PLACES);

/** The smallest whole number at least `value` (break-even days are counted whole). */
export function ceilToInteger(value: Decimal): number {
  return value.round(0, Big.roundUp).toNumber();
}
