/** The market contract: GET /api/market, the coin prices the market page lists. */
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

export const marketReplySchema = z.strictObject({
  rows: z.array(marketRowSchema),
  totalMarketCapUsd: z.number(),
  totalVolume24hUsd: z.number(),
  /** When the figures were read from their source (ISO). */
  fetchedAt: z.iso.datetime(),
  /** True when the source did not answer and these are the last figures read. */
  stale: z.boolean(),
});
export type MarketReply = z.output<typeof marketReplySchema>;
