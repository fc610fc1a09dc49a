/**
 * A month-by-month horizon of one machine (the calculator's 3-year view): the
 * difficulty grows by a fixed rate each month, the block reward halves at the halving date,
 * the BTC price and electricity price stay as given.
 */
import { dec, toBtc, toMoney, type Decimal } from './decimal';
import { electricityFromPower, outputPerTh, type MachineInput } from './machine-economics';

/**
 * Block 1,050,000, the next halving, is expected in April 2028 (210,000 blocks of about ten
 * minutes after April 2024); the exact day depends on how fast blocks come.
 */
export const NEXT_HALVING_DATE = '2028-04-15T00:00:00Z';
export const MAX_PROJECTION_MONTHS = 36;
const DAY_MS = 86_400_000;

export interface ProjectionInput extends MachineInput {
  /** Months to project, 1 … 36. */
  months: number;
  /** Difficulty growth per month in percent (3 means +3 % a month); may be negative. */
  difficultyGrowthPercentPerMonth: number;
  /** First day of the projection (taken at UTC midnight). */
  start: Date;
  /** When the block reward halves; default NEXT_HALVING_DATE. */
  halvingDate?: Date;
  /** Money spent up front (machines); the cumulative profit starts at minus this. Default 0. */
  investment?: number;
}

/** One calendar month of the horizon; money in cents, bitcoin in satoshis. */
export interface ProjectionMonth {
  /** 1 for the first month. */
  month: number;
  /** The month's first day, ISO date. */
  startsOn: string;
  days: number;
  /** Days of the month after the halving. */
  halvedDays: number;
  btc: number;
  /** Revenue after the pool fee. */
  revenue: number;
  electricity: number;
  profit: number;
  /** Profit of this and every earlier month, minus the investment. */
  cumulativeProfit: number;
}

export interface Projection {
  months: ProjectionMonth[];
  /** The first month whose revenue no longer pays its electricity; null if none does. */
  firstUnprofitableMonth: number | null;
  /** The first month whose cumulative profit reaches zero; null if none does. */
  paybackMonth: number | null;
}

const utcMidnight = (date: Date) =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
const addMonths = (time: number, months: number) => {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate());
};

/**
 * For month m (from 0) of `days` days, `halvedDays` of them after the halving:
 * `btc = hashrateTh × outputPerTh / (1 + growth)^m × (days − halvedDays / 2)`,
 * `revenue = btc × btcPrice × (1 − poolFee)`, `electricity = powerW / 1000 × 24 × days × price`.
 * The output per TH is taken at the start (from the difficulty or the fixed output per T),
 * so a growing difficulty lowers it month by month and the halving cuts it in half.
 */
export function monthlyProjection(input: ProjectionInput): Projection {
  const count = Math.min(Math.max(Math.trunc(input.months), 1), MAX_PROJECTION_MONTHS);
  const start = utcMidnight(input.start);
  const halving = (input.halvingDate ?? new Date(NEXT_HALVING_DATE)).getTime();
  const growth = dec(1).plus(dec(input.difficultyGrowthPercentPerMonth).div(100));
  const baseOutput = dec(input.hashrateTh).times(outputPerTh(input.output));
  const keep = dec(1).minus(dec(input.poolFeePercent ?? 0).div(100));
  const dailyElectricity = electricityFromPower(input.powerW, input.electricityPricePerKwh, 24);

  const months: ProjectionMonth[] = [];
  let cumulative: Decimal = dec(input.investment ?? 0).neg();
  let firstUnprofitableMonth: number | null = null;
  let paybackMonth: number | null = cumulative.gte(0) ? 0 : null;
  for (let m = 0; m < count; m++) {
    const from = addMonths(start, m);
    const to = addMonths(start, m + 1);
    const days = Math.round((to - from) / DAY_MS);
    const halvedDays = Math.round((to - Math.min(Math.max(halving, from), to)) / DAY_MS);
    const fullRewardDays = dec(days).minus(dec(halvedDays).div(2));
    const btc = baseOutput.div(growth.pow(m)).times(fullRewardDays);
    const revenue = btc.times(input.btcPrice).times(keep);
    const electricity = dailyElectricity.times(days);
    const profit = revenue.minus(electricity);
    cumulative = cumulative.plus(profit);
    if (firstUnprofitableMonth === null && profit.lt(0)) firstUnprofitableMonth = m + 1;
    if (paybackMonth === null && cumulative.gte(0)) paybackMonth = m + 1;
    months.push({
      month: m + 1,
      startsOn: new Date(from).toISOString().slice(0, 10),
      days,
      halvedDays,
      btc: toBtc(btc),
      revenue: toMoney(revenue),
      electricity: toMoney(electricity),
      profit: toMoney(profit),
      cumulativeProfit: toMoney(cumulative),
    });
  }
  return { months, firstUnprofitableMonth, paybackMonth };
}
