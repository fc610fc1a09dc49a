// Amounts on each rail. A payment counts whole units of its rail (`dueSats`, `receivedSats`,
// `amountSats`): satoshis on BTC, millionths of a USDT on the USDT rails, so that the payment
// rules compare whole numbers whatever the rail.
import {
  formatRailUnits,
  USDT_DECIMALS,
  type PaymentRail,
  type TokenPayment,
  type TokenRail,
} from '@minesite/shared/contract';

const USDT_UNIT = 10 ** USDT_DECIMALS;

/** USDT to whole millionths. */
export const toUsdtUnits = (usdt: number): number => Math.round(usdt * USDT_UNIT);
/** Whole millionths to USDT (6 places). */
export const toUsdt = (units: number): number => units / USDT_UNIT;

/** `0.0012 BTC` or `12.500000 USDT`, for history details. */
export function railAmountText(rail: PaymentRail, units: number): string {
  return formatRailUnits(rail, units);
}

/** The rail's token amount (BTC or USDT) in whole units of the rail. */
export function toRailUnits(rail: PaymentRail, amount: number): number {
  return rail === 'btc' ? Math.round(amount * 1e8) : toUsdtUnits(amount);
}

/** Whole units of the rail in its token (BTC or USDT). */
export function fromRailUnits(rail: PaymentRail, units: number): number {
  return rail === 'btc' ? units / 1e8 : toUsdt(units);
}

/** The chain each token rail pays on. */
export const TOKEN_CHAINS: Record<TokenRail, TokenPayment['chain']> = {
  'usdt-tron': 'tron',
  'usdt-ethereum': 'ethereum',
};

/** The main networks' USDT contracts, the default of each rail's token. */
export const MAINNET_USDT_CONTRACTS: Record<TokenRail, string> = {
  'usdt-tron': 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'usdt-ethereum': '0xdAC17F958D2ee523a2206206994597C13D831ec7',
};
