/**
 * How an order is paid (domain/payment-rails.ts) as requests name it and replies answer it:
 * the rail, the USD rate a USDT amount is worked out at, and a token payment's amounts.
 */
import './browser-jitless';
import { z } from 'zod';
import { PAYMENT_RAILS } from '../domain/payment-rails';

/** `btc` (the default), `usdt-tron` (TRC20) or `usdt-ethereum` (ERC20). */
export const paymentRailSchema = z.enum(PAYMENT_RAILS);

/** What one unit of the quote's currency is worth in USD, from the market service's rates. */
export const usdRateSchema = z.strictObject({
  /** USD per unit of the quote's currency (1 for USD and USDT). */
  price: z.number().positive(),
  /** When the market service read the rates it comes from (ISO). */
  at: z.iso.datetime(),
});
export type UsdRate = z.output<typeof usdRateSchema>;

/** A USDT amount: 6 decimal places, as both chains' USDT contracts count it. */
export const USDT_DECIMALS = 6;

/** What an order paid in USDT is payable in and what the chain has shown of it. */
export const tokenPaymentSchema = z.strictObject({
  symbol: z.literal('USDT'),
  chain: z.enum(['tron', 'ethereum']),
  /** The token's contract: a `T…` address on TRON, a checksummed `0x…` on Ethereum. */
  contract: z.string(),
  /** On Ethereum, the chain id its payment link (EIP-681) names (ETH_CHAIN_ID); null on TRON. */
  chainId: z.number().int().positive().nullable(),
  /** USDT due (6 places); 0 while awaiting a price. */
  due: z.number(),
  /** USDT the chain shows paid to the address (or the operator confirmed). */
  received: z.number(),
  /** USDT still to pay in the window (0 when covered). */
  remaining: z.number(),
});
export type TokenPayment = z.output<typeof tokenPaymentSchema>;

/** GET /api/payment-rails: the rails the shop takes now, for the checkout and the order page. */
export const paymentRailsSchema = z.strictObject({ rails: z.array(paymentRailSchema) });
export type PaymentRails = z.output<typeof paymentRailsSchema>;

/** POST /api/orders/{orderId}/rail (the buyer): pay the unpaid order on another rail. */
export const changeRailBody = z.strictObject({ rail: paymentRailSchema });
export type ChangeRailInput = z.output<typeof changeRailBody>;
