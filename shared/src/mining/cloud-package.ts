/**
 * A cloud hash power package priced by the spec's pricing settings: prices per T in CNY
 * converted to USD at the settings' exchange rate, output at a fixed BTC per T per day.
 */
import { breakEvenDays as wholeBreakEvenDays } from './machine-economics';
import { dec, toBtc, toMoney, type Decimal } from './decimal';
import type { PricingSettings } from './pricing-settings';

export { PRICING_DEFAULTS, PRICING_STEPS, type PricingSettings } from './pricing-settings';

/**
 * The USD price of one T, as a price list shows it: `pricePerT / exchangeRate`, rounded to
 * cents. 88 CNY at 7.3 is the spec's 12.05 USDT; the trial's 9.5 CNY is 1.30 USD.
 */
export function usdPricePerT(pricePerT: number, exchangeRate: number): number {
  return toMoney(dec(pricePerT).div(exchangeRate));
}

/** Hashrate fee in USD: `hashrateTh × usdPricePerT` (10 T of the trial: 13 USD). */
export function hashrateFeeUsd(hashrateTh: number, settings: PricingSettings): number {
  return toMoney(dec(hashrateTh).times(usdPricePerT(settings.pricePerT, settings.exchangeRate)));
}

/** Exact electricity of one day in USD: `hashrateTh × powerFeePerTPerDay / exchangeRate`. */
function dailyElectricityUsd(hashrateTh: number, settings: PricingSettings): Decimal {
  return dec(hashrateTh).times(settings.powerFeePerTPerDay).div(settings.exchangeRate);
}

/**
 * Electricity fee in USD for `days`: `hashrateTh × days × powerFeePerTPerDay / exchangeRate`,
 * rounded to cents once (10 T for 30 days: 63.15 CNY, 8.65 USD).
 */
export function electricityFeeUsd(
  hashrateTh: number,
  days: number,
  settings: PricingSettings,
): number {
  return toMoney(dailyElectricityUsd(hashrateTh, settings).times(days));
}

export interface PackageQuoteInput {
  hashrateTh: number;
  /** The days the package runs, over which the expected profit is summed. */
  durationDays: number;
  /** Days of electricity in the first payment. */
  powerDays: number;
  /** The BTC price the visitor budgets with, USD. */
  btcPrice: number;
  settings: PricingSettings;
}

/** Everything the package detail page shows; USD rounded to cents, BTC to satoshis. */
export interface PackageQuote {
  hashrateFee: number;
  /** Electricity for the first-payment days. */
  firstElectricityFee: number;
  /** `hashrateFee + firstElectricityFee`. */
  firstPayment: number;
  /** `hashrateTh × btcOutputPerTPerDay`. */
  dailyOutputBtc: number;
  /** `dailyOutputBtc × btcPrice`. */
  dailyRevenue: number;
  dailyElectricity: number;
  /** `dailyRevenue − dailyElectricity`. */
  dailyProfit: number;
  /** `(dailyRevenue − dailyElectricity) × durationDays − hashrateFee`. */
  expectedProfit: number;
  /** Whole days until the daily profit repays the hashrate fee; null when it never does. */
  breakevenDays: number | null;
}

/** The package detail page's numbers for one choice of hashrate, duration and BTC price. */
export function packageQuote(input: PackageQuoteInput): PackageQuote {
  const { hashrateTh, durationDays, powerDays, btcPrice, settings } = input;
  const hashrateFee = hashrateFeeUsd(hashrateTh, settings);
  const firstElectricityFee = electricityFeeUsd(hashrateTh, powerDays, settings);
  const output = dec(hashrateTh).times(settings.btcOutputPerTPerDay);
  const revenue = output.times(btcPrice);
  const electricity = dailyElectricityUsd(hashrateTh, settings);
  const profit = revenue.minus(electricity);
  return {
    hashrateFee,
    firstElectricityFee,
    firstPayment: toMoney(dec(hashrateFee).plus(firstElectricityFee)),
    dailyOutputBtc: toBtc(output),
    dailyRevenue: toMoney(revenue),
    dailyElectricity: toMoney(electricity),
    dailyProfit: toMoney(profit),
    expectedProfit: toMoney(profit.times(durationDays).minus(hashrateFee)),
    breakevenDays: wholeBreakEvenDays(hashrateFee, profit),
  };
}
