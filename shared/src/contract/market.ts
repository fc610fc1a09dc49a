/**
 * The market contract: GET /api/market, the coin prices the market page lists and the rates
 * front ends show prices in the buyer's display currency at.
 */
import './browser-jitless';
import { z } from 'zod';

export const marketRowSchema = z.strictObject({
  /** e.g. `bitcoin` */
  id: z.string(),
  /** e.g. `BTC` */
  symbol: z.string(),
  name: z.string(),
  priceUsd: z.number(),
  marketCapUsd: z.number(),
  volume24hUsd: z.number(),
  /** Percent, e.g. -1.25 */
  change24hPct: z.number(),
});
export type MarketRow = z.output<typeof marketRowSchema>;

/**
 * The rates a price is converted at for display (never what is charged): from the provider's
 * BTC rates, as last read.
 */
export const displayRatesSchema = z.strictObject({
  /** USD per bitcoin. */
  usdPerBtc: z.number().positive(),
  /** CNY per USD; null when the provider has no CNY rate. */
  cnyPerUsd: z.number().positive().nullable(),
  /** EUR per USD; null when the provider has no EUR rate. */
  eurPerUsd: z.number().positive().nullable(),
  /** When these rates were read from the provider (ISO). */
  at: z.iso.datetime(),
});
export type DisplayRates = z.output<typeof displayRatesSchema>;

export const marketReplySchema = z.strictObject({
  rows: z.array(marketRowSchema),
  totalMarketCapUsd: z.number(),
  totalVolume24hUsd: z.number(),
  /** When the figures were read from their source (ISO). */
  fetchedAt: z.iso.datetime(),
  /** True when the source did not answer and these are the last figures read. */
  stale: z.boolean(),
  /** The display rates; null before the provider has answered any (or without a USD rate). */
  rates: displayRatesSchema.nullable(),
});
export type MarketReply = z.output<typeof marketReplySchema>;
