/**
 * The mining math against figures worked out by hand (and the spec's own figures).
 */
import { describe, expect, it } from 'vitest';
import {
  PRICING_DEFAULTS,
  breakEvenDays,
  btcPerThPerDay,
  dailyEconomics,
  difficultyForOutput,
  electricityFeeUsd,
  hashrateFeeUsd,
  monthlyProjection,
  packageQuote,
  profitPerPeriod,
  usdPricePerT,
  valuePerTPerDay,
  farmEconomics,
} from './index';
import { dec, roundTo } from './decimal';

const SPEC_OUTPUT = { btcPerTPerDay: 0.00000052 };

describe('decimal rounding', () => {
  it('has no binary artefacts: 0.1 + 0.2 is 0.3 and 1.005 rounds up to 1.01', () => {
    expect(roundTo(dec(0.1).plus(0.2), 2)).toBe(0.3);
    expect(roundTo(dec('1.005'), 2)).toBe(1.01);
    expect(roundTo(dec(1.005), 2)).toBe(1.01); // the double 1.005 would round down to 1
  });
});

describe('daily output', () => {
  it('from difficulty: 1e12 × 86 400 × 3.125 / (difficulty × 2^32)', () => {
    // 100 TH/s at difficulty 1e14: 2.7e19 / 4.294967296e23 = 0.0000628642… BTC a day.
    expect(roundTo(btcPerThPerDay(1e14).times(100), 8)).toBe(0.00006286);
    // Half the reward, half the output.
    expect(roundTo(btcPerThPerDay(1e14, 1.5625).times(100), 8)).toBe(0.00003143);
  });

  it("the spec's 0.00000052 BTC per T per day is a difficulty of about 120.9 T", () => {
    const difficulty = difficultyForOutput(0.00000052);
    expect(difficulty).toBeGreaterThan(1.2089e14);
    expect(difficulty).toBeLessThan(1.209e14);
    expect(roundTo(btcPerThPerDay(difficulty), 8)).toBe(0.00000052);
  });
});

describe('dailyEconomics and profitPerPeriod', () => {
  it('a profitable machine: 200 TH/s, 3500 W, 0.05 USD/kWh, 2 % pool fee, BTC at 120 000', () => {
    const day = dailyEconomics({
      hashrateTh: 200,
      powerW: 3500,
      electricityPricePerKwh: 0.05,
      btcPrice: 120_000,
      poolFeePercent: 2,
      output: SPEC_OUTPUT,
    });
    // 200 × 0.00000052 = 0.000104 BTC; × 120 000 = 12.48; pool 0.2496; 3.5 kW × 24 h × 0.05 = 4.20
    expect(day).toEqual({
      btc: 0.000104,
      revenue: 12.48,
      poolFee: 0.25,
      electricity: 4.2,
      profit: 8.03,
    });
    // 12.48 − 0.2496 − 4.2 = 8.0304 a day
    expect(profitPerPeriod(8.0304)).toEqual({
      hour: 0.33,
      day: 8.03,
      week: 56.21,
      month: 240.91,
      year: 2931.1,
    });
    // 5000 / 8.0304 = 622.6… → 623 whole days
    expect(breakEvenDays(5000, 8.0304)).toBe(623);
  });

  it('a loss-making machine: 100 TH/s, 3500 W at 0.20 USD/kWh never pays back', () => {
    const day = dailyEconomics({
      hashrateTh: 100,
      powerW: 3500,
      electricityPricePerKwh: 0.2,
      btcPrice: 120_000,
      output: SPEC_OUTPUT,
    });
    // 100 × 0.00000052 × 120 000 = 6.24 revenue; 3.5 × 24 × 0.2 = 16.80 electricity
    expect(day).toEqual({
      btc: 0.000052,
      revenue: 6.24,
      poolFee: 0,
      electricity: 16.8,
      profit: -10.56,
    });
    expect(profitPerPeriod(day.profit)).toEqual({
      hour: -0.44,
      day: -10.56,
      week: -73.92,
      month: -316.8,
      year: -3854.4,
    });
    expect(breakEvenDays(3000, day.profit)).toBeNull();
    expect(breakEvenDays(0, day.profit)).toBe(0);
  });
});

describe('cloud package pricing', () => {
  it("converts the price per T to USD cents first: 88 CNY is the spec's 12.05 USDT", () => {
    expect(usdPricePerT(88, 7.3)).toBe(12.05);
    expect(usdPricePerT(9.5, 7.3)).toBe(1.3);
  });

  it('prices the 30-day trial as the spec says: 10 T, 13 USD hashrate fee, 8.65 USD electricity', () => {
    const trial = { ...PRICING_DEFAULTS, pricePerT: 9.5 };
    expect(hashrateFeeUsd(10, trial)).toBe(13);
    // 10 T × 30 days × 0.2105 CNY = 63.15 CNY; / 7.3 = 8.6507 USD
    expect(electricityFeeUsd(10, 30, trial)).toBe(8.65);
  });

  it("quotes the detail page's defaults: 50 T, 180 days, 3 power days, BTC at 120 000", () => {
    const quote = packageQuote({
      hashrateTh: 50,
      durationDays: 180,
      powerDays: 3,
      btcPrice: 120_000,
      settings: PRICING_DEFAULTS,
    });
    // fee 50 × 12.05 = 602.50; electricity 3 days: 50 × 3 × 0.2105 / 7.3 = 4.3253
    // a day: 50 × 0.00000052 × 120 000 = 3.12 revenue; 50 × 0.2105 / 7.3 = 1.441781 electricity
    // profit over 180 days: 1.678219 × 180 − 602.50 = −300.42 (a loss); break-even 602.5 / 1.678219 = 359.01
    expect(quote).toEqual({
      hashrateFee: 602.5,
      firstElectricityFee: 4.33,
      firstPayment: 606.83,
      dailyOutputBtc: 0.000026,
      dailyRevenue: 3.12,
      dailyElectricity: 1.44,
      dailyProfit: 1.68,
      expectedProfit: -300.42,
      breakevenDays: 360,
    });
  });

  it('over five years the same package earns 2460.25 USD', () => {
    // 1825 days = 7.3 × 250: revenue 3.12 × 1825 = 5694; electricity 10.525 × 250 = 2631.25
    const quote = packageQuote({
      hashrateTh: 50,
      durationDays: 1825,
      powerDays: 3,
      btcPrice: 120_000,
      settings: PRICING_DEFAULTS,
    });
    expect(quote.expectedProfit).toBe(2460.25);
  });

  it('a BTC price too low for the electricity never breaks even', () => {
    // 50 × 0.00000052 × 50 000 = 1.30 revenue < 1.44 electricity a day
    const quote = packageQuote({
      hashrateTh: 50,
      durationDays: 365,
      powerDays: 15,
      btcPrice: 50_000,
      settings: PRICING_DEFAULTS,
    });
    expect(quote.dailyProfit).toBe(-0.14);
    expect(quote.breakevenDays).toBeNull();
    // (1.30 − 1.441781) × 365 − 602.50 = −654.25
    expect(quote.expectedProfit).toBe(-654.25);
  });
});

describe('monthlyProjection', () => {
  const machine = {
    hashrateTh: 100,
    powerW: 3500,
    electricityPricePerKwh: 0.05,
    btcPrice: 120_000,
    output: SPEC_OUTPUT,
  };

  it('counts calendar months and halves the reward from the halving day on', () => {
    const { months, firstUnprofitableMonth } = monthlyProjection({
      ...machine,
      months: 3,
      difficultyGrowthPercentPerMonth: 0,
      start: new Date('2028-03-01T08:30:00Z'),
      halvingDate: new Date('2028-04-16T00:00:00Z'),
    });
    // March: 31 full days: 100 × 0.00000052 × 31 = 0.001612 BTC = 193.44 USD;
    // electricity 3.5 × 24 × 0.05 = 4.20 a day, 130.20
    expect(months[0]).toMatchObject({
      startsOn: '2028-03-01',
      days: 31,
      halvedDays: 0,
      btc: 0.001612,
      revenue: 193.44,
      electricity: 130.2,
      profit: 63.24,
      cumulativeProfit: 63.24,
    });
    // April: 15 days at the full reward, 15 at half: 0.000052 × 22.5 = 0.00117 BTC = 140.40;
    // electricity 126.00
    expect(months[1]).toMatchObject({ days: 30, halvedDays: 15, btc: 0.00117, revenue: 140.4 });
    expect(months[1]!.profit).toBe(14.4);
    // May: all halved: 0.000026 × 31 = 0.000806 BTC = 96.72 < 130.20 electricity
    expect(months[2]).toMatchObject({
      halvedDays: 31,
      btc: 0.000806,
      revenue: 96.72,
      profit: -33.48,
    });
    expect(months[2]!.cumulativeProfit).toBe(44.16);
    expect(firstUnprofitableMonth).toBe(3);
  });

  it('lowers the output as the difficulty grows, takes the pool fee and pays back an investment', () => {
    const { months, paybackMonth, firstUnprofitableMonth } = monthlyProjection({
      ...machine,
      poolFeePercent: 2,
      months: 2,
      difficultyGrowthPercentPerMonth: 25,
      start: new Date('2026-06-01T00:00:00Z'),
      investment: 50,
    });
    // June: 0.000052 × 30 = 0.00156 BTC = 187.20, less 2 % = 183.456; electricity 126
    expect(months[0]).toMatchObject({ btc: 0.00156, revenue: 183.46, profit: 57.46 });
    expect(months[0]!.cumulativeProfit).toBe(7.46);
    // July at 1.25 × the difficulty: 0.000052 / 1.25 × 31 = 0.0012896 BTC
    expect(months[1]).toMatchObject({ btc: 0.0012896, revenue: 151.66 });
    expect(paybackMonth).toBe(1);
    expect(firstUnprofitableMonth).toBeNull();
  });

  it('projects at most 36 months and at least one', () => {
    const input = {
      ...machine,
      difficultyGrowthPercentPerMonth: 2,
      start: new Date('2026-01-01T00:00:00Z'),
    };
    expect(monthlyProjection({ ...input, months: 120 }).months).toHaveLength(36);
    expect(monthlyProjection({ ...input, months: 0 }).months).toHaveLength(1);
    // The default halving (April 2028) falls inside a 36-month horizon from 2026.
    const halved = monthlyProjection({ ...input, months: 36 }).months.filter((m) => m.halvedDays);
    expect(halved[0]!.startsOn).toBe('2028-04-01');
  });
});

describe('farmEconomics', () => {
  // 10 miners of 200 TH/s and 3.5 kW at 0.35 CNY/kWh, BTC at 876,000 CNY, 3,000 CNY a month
  const farm = {
    minerCount: 10,
    unitPrice: 20_000,
    hashrateThPerUnit: 200,
    powerKwPerUnit: 3.5,
    electricityPricePerKwh: 0.35,
    valuePerTPerDay: valuePerTPerDay(0.00000052, 876_000),
    monthlyCosts: 3000,
  };

  it('values a T at output × price: 0.00000052 × 876,000 = 0.46 CNY a day', () => {
    expect(farm.valuePerTPerDay).toBe(0.46);
  });

  it('sums revenue, electricity and costs per day and month, and the payback', () => {
    // revenue 10 × 200 × 0.46 = 920; electricity 10 × 3.5 × 24 × 0.35 = 294; costs 3000 / 30 = 100
    expect(farmEconomics(farm)).toEqual({
      investment: 200_000,
      dailyRevenue: 920,
      monthlyRevenue: 27_600,
      dailyElectricity: 294,
      monthlyElectricity: 8820,
      dailyCosts: 100,
      monthlyCosts: 3000,
      dailyNetProfit: 526,
      monthlyNetProfit: 15_780,
      paybackDays: 381, // 200,000 / 526 = 380.2
    });
  });

  it('a loss-making farm at 1 CNY/kWh never pays back', () => {
    const result = farmEconomics({ ...farm, electricityPricePerKwh: 1 });
    // electricity 840 a day: 920 − 840 − 100 = −20
    expect(result.dailyNetProfit).toBe(-20);
    expect(result.monthlyNetProfit).toBe(-600);
    expect(result.paybackDays).toBeNull();
  });
});
