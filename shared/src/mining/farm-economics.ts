/**
 * The miner cost and revenue calculator: a number of
 * machines valued by what one T earns a day, against their electricity and monthly costs.
 * All money in one currency (the page uses CNY); a month is 30 days.
 */
import { ceilToInteger, dec, toMoney } from './decimal';
import { DAYS_PER_MONTH } from './machine-economics';

export interface FarmInput {
  minerCount: number;
  /** Price of one miner. */
  unitPrice: number;
  /** TH/s of one miner. */
  hashrateThPerUnit: number;
  /** kW one miner draws. */
  powerKwPerUnit: number;
  electricityPricePerKwh: number;
  /** What one T earns a day: `btcPerTPerDay × btcPrice`. */
  valuePerTPerDay: number;
  /** Rent, maintenance and network together, per month. */
  monthlyCosts: number;
}

export interface FarmEconomics {
  /** `minerCount × minerUnitPrice`. */
  investment: number;
  /** `minerCount × hashrateThPerUnit × valuePerTPerDay`. */
  dailyRevenue: number;
  monthlyRevenue: number;
  /** `minerCount × powerKwPerUnit × 24 × electricityPricePerKwh`. */
  dailyElectricity: number;
  monthlyElectricity: number;
  /** `monthlyCosts / 30`. */
  dailyCosts: number;
  monthlyCosts: number;
  /** Revenue less electricity and costs. */
  dailyNetProfit: number;
  monthlyNetProfit: number;
  /** `⌈investment / dailyNetProfit⌉`; null when the farm makes no profit. */
  paybackDays: number | null;
}

/** The value one T earns a day: `btcPerTPerDay × btcPrice`, in cents. */
export function valuePerTPerDay(btcPerTPerDay: number, btcPrice: number): number {
  return toMoney(dec(btcPerTPerDay).times(btcPrice));
}

export function farmEconomics(input: FarmInput): FarmEconomics {
  const count = dec(input.minerCount);
  const investment = count.times(input.unitPrice);
  const revenue = count.times(input.hashrateThPerUnit).times(input.valuePerTPerDay);
  const electricity = count
    .times(input.powerKwPerUnit)
    .times(24)
    .times(input.electricityPricePerKwh);
  const monthlyCosts = dec(input.monthlyCosts);
  const costs = monthlyCosts.div(DAYS_PER_MONTH);
  const profit = revenue.minus(electricity).minus(costs);
  const monthly = (day: typeof profit) => toMoney(day.times(DAYS_PER_MONTH));
  return {
    investment: toMoney(investment),
    dailyRevenue: toMoney(revenue),
    monthlyRevenue: monthly(revenue),
    dailyElectricity: toMoney(electricity),
    monthlyElectricity: monthly(electricity),
    dailyCosts: toMoney(costs),
    monthlyCosts: toMoney(monthlyCosts),
    dailyNetProfit: toMoney(profit),
    monthlyNetProfit: monthly(profit),
    paybackDays: investment.lte(0)
      ? 0
      : profit.lte(0)
        ? null
        : ceilToInteger(investment.div(profit)),
  };
}
