/**
 * The product detail's profit prediction: a machine's revenue, electricity and profit per day,
 * month (30 days) and year (365 days) at the current settings, and the days until it pays for
 * itself. All arithmetic is the shared mining math (`@minesite/shared/mining`).
 */
import {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  BTC_PLACES,
  MONEY_PLACES,
  breakEvenDays,
  exactDay,
  roundTo,
  type OutputSource,
} from '@minesite/shared/mining';
import type { ProfitSettings } from './profit-settings';

export interface Machine {
  hashrateTh: number;
  powerW: number;
  /** The machine's price, in `currency`. */
  price: number;
  currency: string;
}

export const PROFIT_PERIODS = ['day', 'month', 'year'] as const;
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];
const DAYS: Record<ProfitPeriod, number> = { day: 1, month: DAYS_PER_MONTH, year: DAYS_PER_YEAR };

export interface ProfitRow {
  period: ProfitPeriod;
  /** USD, as every money figure of the table. */
  revenue: number;
  electricity: number;
  profit: number;
}

export interface ProfitPrediction {
  rows: ProfitRow[];
  /** BTC mined a day. */
  dailyBtc: number;
  /** Whole days until the profit repays the machine's price; null when it never does. */
  paybackDays: number | null;
}

export function outputSource(settings: ProfitSettings): OutputSource {
  return settings.outputMode === 'difficulty'
    ? { difficulty: settings.difficulty }
    : { btcPerTPerDay: settings.btcPerTPerDay };
}

export function profitPrediction(machine: Machine, settings: ProfitSettings): ProfitPrediction {
  const day = exactDay({
    hashrateTh: machine.hashrateTh,
    powerW: machine.powerW,
    electricityPricePerKwh: settings.electricityPrice,
    btcPrice: settings.btcPrice,
    output: outputSource(settings),
  });
  const money = (value: typeof day.revenue, days: number) =>
    roundTo(value.times(days), MONEY_PLACES);
  // The payback is counted in the machine's own currency: CNY prices at the exchange rate.
  const dailyProfitInPriceCurrency =
    machine.currency === 'CNY' ? day.profit.times(settings.exchangeRate) : day.profit;
  return {
    rows: PROFIT_PERIODS.map((period) => ({
      period,
      revenue: money(day.revenue, DAYS[period]),
      electricity: money(day.electricity, DAYS[period]),
      profit: money(day.profit, DAYS[period]),
    })),
    dailyBtc: roundTo(day.btc, BTC_PLACES),
    paybackDays: breakEvenDays(machine.price, dailyProfitInPriceCurrency),
  };
}
