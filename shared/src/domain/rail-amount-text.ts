/**
 * An amount as people read it on every rail: `0.0012 BTC` (at most 8 places, as BIP21 writes
 * it) or `12.500000 USDT` (the token's 6 places, as both chains' USDT contracts count it).
 */
import { formatBtcAmount } from './payment';
import type { PaymentRail } from './payment-rails';

/** The token each rail is paid in. */
export const RAIL_SYMBOLS: Record<PaymentRail, 'BTC' | 'USDT'> = {
  btc: 'BTC',
  'usdt-tron': 'USDT',
  'usdt-ethereum': 'USDT',
};

/** Decimal places of each rail's token. */
export const RAIL_DECIMALS: Record<PaymentRail, number> = {
  btc: 8,
  'usdt-tron': 6,
  'usdt-ethereum': 6,
};

/** `amount` of the rail's token as plain decimal text, without its symbol. */
export function railAmountNumber(rail: PaymentRail, amount: number): string {
  if (rail === 'btc') return formatBtcAmount(amount);
  const units = Math.round(amount * 10 ** RAIL_DECIMALS[rail]);
  const scale = 10 ** RAIL_DECIMALS[rail];
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(RAIL_DECIMALS[rail], '0')}`;
}

/**
 * Whole units of the rail's token (satoshis, millionths of a USDT) as decimal text with all its
 * places (`0.00120000`, `12.500000`), worked out in integers: no float rounding.
 */
export function railUnitsDecimal(rail: PaymentRail, units: number): string {
  const decimals = RAIL_DECIMALS[rail];
  const whole = Math.max(0, Math.round(units));
  const scale = 10 ** decimals;
  return `${Math.floor(whole / scale)}.${String(whole % scale).padStart(decimals, '0')}`;
}

/** `amount` of the rail's token with its symbol: `0.0012 BTC`, `12.500000 USDT`. */
export function formatRailAmount(rail: PaymentRail, amount: number): string {
  return `${railAmountNumber(rail, amount)} ${RAIL_SYMBOLS[rail]}`;
}

/** Whole units of the rail (satoshis, millionths of a USDT) as `formatRailAmount` writes them. */
export function formatRailUnits(rail: PaymentRail, units: number): string {
  return formatRailAmount(rail, units / 10 ** RAIL_DECIMALS[rail]);
}
