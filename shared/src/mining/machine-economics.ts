/**
 * The economics of one mining machine (or any amount of hashrate) for one day, and what that
 * makes per hour, week, month and year. Money is in whatever currency the BTC price and the
 * electricity price are given in (one currency for both).
 */
import { ceilToInteger, dec, toBtc, toMoney, type Decimal } from './decimal';

/** Block reward since the April 2024 halving, BTC. */
export const BLOCK_REWARD_BTC = 3.125;
/** Seconds per day, and the 2^32 hashes one unit of difficulty takes on average. */
const SECONDS_PER_DAY = 86_400;
const HASHES_PER_DIFFICULTY = 4_294_967_296;
const HASHES_PER_TH = 1e12;
/** A month is 30 days and a year 365 days wherever profit is summed per period. */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/**
 * BTC mined per TH/s per day at a network difficulty:
 * `1e12 × 86 400 × blockReward / (difficulty × 2^32)`.
 * At difficulty 1.2089e14 and a 3.125 BTC reward this is the spec's 0.00000052.
 */
export function btcPerThPerDay(difficulty: number, blockRewardBtc = BLOCK_REWARD_BTC): Decimal {
  return dec(HASHES_PER_TH)
    .times(SECONDS_PER_DAY)
    .times(blockRewardBtc)
    .div(dec(difficulty).times(HASHES_PER_DIFFICULTY));
}

/** The inverse: the difficulty at which one TH/s mines `btcPerTPerDay` a day. */
export function difficultyForOutput(btcPerTPerDay: number, blockRewardBtc = BLOCK_REWARD_BTC) {
  return dec(HASHES_PER_TH)
    .times(SECONDS_PER_DAY)
    .times(blockRewardBtc)
    .div(dec(btcPerTPerDay).times(HASHES_PER_DIFFICULTY))
    .round(0)
    .toNumber();
}

/** Where a machine's daily bitcoin comes from: the network difficulty or a fixed output per T. */
export type OutputSource =
  { difficulty: number; blockRewardBtc?: number } | { btcPerTPerDay: number };

/** BTC per TH/s per day from either source, unrounded. */
export function outputPerTh(source: OutputSource): Decimal {
  return 'btcPerTPerDay' in source
    ? dec(source.btcPerTPerDay)
    : btcPerThPerDay(source.difficulty, source.blockRewardBtc);
}

export interface MachineInput {
  /** TH/s. */
  hashrateTh: number;
  /** Watts drawn at the wall. */
  powerW: number;
  /** Price of one kWh. */
  electricityPricePerKwh: number;
  /** Price of one BTC, in the same currency. */
  btcPrice: number;
  /** The pool's cut of the revenue, in percent (2 means 2 %). Default 0. */
  poolFeePercent?: number;
  output: OutputSource;
}

/** One day of one machine; money rounded to cents, bitcoin to satoshis. */
export interface DailyEconomics {
  /** `hashrateTh × output per TH per day`. */
  btc: number;
  /** `btc × btcPrice`, before the pool fee. */
  revenue: number;
  /** `revenue × poolFeePercent / 100`. */
  poolFee: number;
  /** `powerW / 1000 × 24 × electricityPricePerKwh`. */
  electricity: number;
  /** `revenue − poolFee − electricity`; negative when the machine loses money. */
  profit: number;
}

/** The exact (unrounded) day, for sums over longer periods. */
export function exactDay(input: MachineInput) {
  const btc = dec(input.hashrateTh).times(outputPerTh(input.output));
  const revenue = btc.times(input.btcPrice);
  const poolFee = revenue.times(input.poolFeePercent ?? 0).div(100);
  const electricity = electricityFromPower(input.powerW, input.electricityPricePerKwh, 24);
  return { btc, revenue, poolFee, electricity, profit: revenue.minus(poolFee).minus(electricity) };
}

/** The daily bitcoin, revenue, pool fee, electricity and profit of a machine. */
export function dailyEconomics(input: MachineInput): DailyEconomics {
  const day = exactDay(input);
  return {
    btc: toBtc(day.btc),
    revenue: toMoney(day.revenue),
    poolFee: toMoney(day.poolFee),
    electricity: toMoney(day.electricity),
    profit: toMoney(day.profit),
  };
}

/** Electricity of `hours` at `powerW`: `powerW / 1000 × hours × pricePerKwh`. */
export function electricityFromPower(powerW: number, pricePerKwh: number, hours: number): Decimal {
  return dec(powerW).div(1000).times(hours).times(pricePerKwh);
}

export interface ProfitPerPeriod {
  hour: number;
  day: number;
  week: number;
  /** 30 days. */
  month: number;
  /** 365 days. */
  year: number;
}

/**
 * A daily profit spread over the calculator's periods: `day / 24`, `day × 7`, `day × 30`,
 * `day × 365`, each rounded to cents from the exact daily figure.
 */
export function profitPerPeriod(dailyProfit: Decimal | number): ProfitPerPeriod {
  const day = dec(dailyProfit);
  return {
    hour: toMoney(day.div(24)),
    day: toMoney(day),
    week: toMoney(day.times(7)),
    month: toMoney(day.times(DAYS_PER_MONTH)),
    year: toMoney(day.times(DAYS_PER_YEAR)),
  };
}

/**
 * Whole days until the daily profit pays back `investment`: `⌈investment / dailyProfit⌉`.
 * Null when the machine never pays back (it makes no profit); 0 when nothing was invested.
 */
export function breakEvenDays(investment: number, dailyProfit: Decimal | number): number | null {
  const profit = dec(dailyProfit);
  if (dec(investment).lte(0)) return 0;
  if (profit.lte(0)) return null;
  return ceilToInteger(dec(investment).div(profit));
}
