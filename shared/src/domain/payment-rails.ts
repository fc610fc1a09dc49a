/**
 * How an order is paid: BTC on the Bitcoin chain, or USDT on TRON (TRC20) or on Ethereum
 * (ERC20). Every rail runs the same payment rules; only the chain and the amount's unit differ.
 */
export const PAYMENT_RAILS = ['btc', 'usdt-tron', 'usdt-ethereum'] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/** The rails paid in a token on an account chain (amounts in the token's 6-decimal units). */
export const TOKEN_RAILS = ['usdt-tron', 'usdt-ethereum'] as const satisfies PaymentRail[];
export type TokenRail = (typeof TOKEN_RAILS)[number];

export const DEFAULT_PAYMENT_RAIL: PaymentRail = 'btc';

/** The environment variable holding each rail's account key. */
export const RAIL_KEY_VARIABLES = {
  btc: 'PAYMENT_ACCOUNT_XPUB',
  'usdt-tron': 'PAYMENT_TRON_ACCOUNT_XPUB',
  'usdt-ethereum': 'PAYMENT_ETH_ACCOUNT_XPUB',
} as const satisfies Record<PaymentRail, string>;
