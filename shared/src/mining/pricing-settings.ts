/**
 * The spec's pricing settings and their defaults, apart from the math (cloud-package.ts): a
 * price list that only shows them then loads no decimal arithmetic.
 */
export interface PricingSettings {
  /** Electricity (power) fee per T per day, CNY. */
  powerFeePerTPerDay: number;
  /** BTC output per T per day. */
  btcOutputPerTPerDay: number;
  /** CNY per USD. */
  exchangeRate: number;
  /** Hashrate fee per T, CNY. */
  pricePerT: number;
}

/** The settings popup's defaults. */
export const PRICING_DEFAULTS: Readonly<PricingSettings> = {
  powerFeePerTPerDay: 0.2105,
  btcOutputPerTPerDay: 0.00000052,
  exchangeRate: 7.3,
  pricePerT: 88,
};

/** The settings popup's step sizes. */
export const PRICING_STEPS: Readonly<PricingSettings> = {
  powerFeePerTPerDay: 0.0001,
  btcOutputPerTPerDay: 0.00000001,
  exchangeRate: 0.1,
  pricePerT: 1,
};
