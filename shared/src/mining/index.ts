/**
 * `@minesite/shared/mining`: the site's mining math, pure and free of React and zod. Used by
 * the cloud hash power pages (mf-cloudpower) and the shop's product detail (mf-shop).
 *
 * - machine-economics: one machine's day (output from difficulty or a fixed output per T,
 *   revenue, pool fee, electricity, profit), profit per period, break-even days.
 * - cloud-package: the spec's pricing settings and a package's fees, profit and break-even.
 * - projection: a month-by-month horizon with difficulty growth and the halving.
 * - farm-economics: the cost and revenue calculator of a number of machines.
 * - package-options: a package's hashrate, duration and first-payment options and their rules.
 * - order-pricing: the price of a buyer's choice from the catalog product (the service's quotes).
 * - cart-pricing: a cart line's price (a choice times how many of it).
 *
 * Inputs are plain numbers; results are numbers computed with decimals and rounded half-up,
 * money to cents and bitcoin to satoshis, ready for `intl.formatNumber`.
 */
export {
  BLOCK_REWARD_BTC,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  breakEvenDays,
  btcPerThPerDay,
  dailyEconomics,
  difficultyForOutput,
  exactDay,
  profitPerPeriod,
  type DailyEconomics,
  type MachineInput,
  type OutputSource,
  type ProfitPerPeriod,
} from './machine-economics';
export { PRICING_DEFAULTS, PRICING_STEPS, type PricingSettings } from './pricing-settings';
export {
  electricityFeeUsd,
  hashrateFeeUsd,
  packageQuote,
  usdPricePerT,
  type PackageQuote,
  type PackageQuoteInput,
} from './cloud-package';
export {
  MAX_PROJECTION_MONTHS,
  NEXT_HALVING_DATE,
  monthlyProjection,
  type Projection,
  type ProjectionInput,
  type ProjectionMonth,
} from './projection';
export {
  farmEconomics,
  valuePerTPerDay,
  type FarmEconomics,
  type FarmInput,
} from './farm-economics';
export {
  BTC_PRICE_OPTIONS,
  DEFAULT_BTC_PRICE,
  DEFAULT_DURATION,
  DEFAULT_HASHRATE,
  DEFAULT_POWER_DAYS,
  DURATION_OPTIONS,
  HASHRATE_OPTIONS,
  MAX_POWER_DAYS,
  MIN_POWER_DAYS,
  POWER_DAY_OPTIONS,
  TRIAL_HASHRATE_OPTIONS,
  TRIAL_PERIOD_DAYS,
  initialChoice,
  optionsFor,
  readPowerDays,
  sanitizePowerDays,
  type DetailChoice,
  type DetailOptions,
  type PowerDaysReading,
} from './package-options';
export {
  btcAmount,
  packageSettings,
  priceOrder,
  type PricedOrder,
  type PricingRefusal,
  type PricingResult,
} from './order-pricing';
export { priceCartLine, splitCartLine } from './cart-pricing';
export { BTC_PLACES, MONEY_PLACES, roundTo } from './decimal';
