import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFIT_SETTINGS, invalidSetting, type ProfitSettings } from './profit-settings';
import { profitPrediction, type Machine } from './profit-table';

// An air-cooled 200 TH/s, 3500 W machine at 20,000 CNY.
const machine: Machine = { hashrateTh: 200, powerW: 3500, price: 20_000, currency: 'CNY' };
const settings: ProfitSettings = {
  ...DEFAULT_PROFIT_SETTINGS,
  btcPrice: 100_000,
  electricityPrice: 0.05,
  outputMode: 'outputPerT',
  btcPerTPerDay: 0.0000005,
  exchangeRate: 8,
};

describe('profitPrediction', () => {
  it('gives revenue, electricity and profit per day, 30-day month and 365-day year', () => {
    // A day: 200 × 0.0000005 = 0.0001 BTC → 10 USD; 3.5 kW × 24 h × 0.05 = 4.20 USD.
    const prediction = profitPrediction(machine, settings);
    expect(prediction.dailyBtc).toBe(0.0001);
    expect(prediction.rows).toEqual([
      { period: 'day', revenue: 10, electricity: 4.2, profit: 5.8 },
      { period: 'month', revenue: 300, electricity: 126, profit: 174 },
      { period: 'year', revenue: 3650, electricity: 1533, profit: 2117 },
    ]);
  });

  it('pays back a CNY price at the exchange rate, in whole days', () => {
    // 5.80 USD a day is 46.40 CNY at 8; 20,000 / 46.4 = 431.03… → 432 days.
    expect(profitPrediction(machine, settings).paybackDays).toBe(432);
    // A USD price is repaid as it is: 2,000 / 5.8 = 344.8… → 345 days.
    expect(
      profitPrediction({ ...machine, price: 2000, currency: 'USD' }, settings).paybackDays,
    ).toBe(345);
  });

  it('never pays back a machine that loses money', () => {
    const expensivePower = { ...settings, electricityPrice: 0.2 };
    const prediction = profitPrediction(machine, expensivePower);
    expect(prediction.rows[0]).toEqual({
      period: 'day',
      revenue: 10,
      electricity: 16.8,
      profit: -6.8,
    });
    expect(prediction.paybackDays).toBeNull();
  });

  it('follows every setting: BTC price, electricity, output or difficulty', () => {
    const base = profitPrediction(machine, settings).rows[0]!;
    expect(profitPrediction(machine, { ...settings, btcPrice: 50_000 }).rows[0]!.revenue).toBe(5);
    expect(
      profitPrediction(machine, { ...settings, electricityPrice: 0.1 }).rows[0]!.electricity,
    ).toBe(8.4);
    expect(
      profitPrediction(machine, { ...settings, btcPerTPerDay: 0.000001 }).rows[0]!.revenue,
    ).toBe(20);
    // The default difficulty is the one at which a T mines the spec's 0.00000052 BTC a day.
    const byDifficulty = profitPrediction(machine, {
      ...settings,
      outputMode: 'difficulty',
      difficulty: DEFAULT_PROFIT_SETTINGS.difficulty,
    });
    expect(byDifficulty.dailyBtc).toBeCloseTo(200 * 0.00000052, 8);
    // Twice the difficulty, half the bitcoin.
    const harder = profitPrediction(machine, {
      ...settings,
      outputMode: 'difficulty',
      difficulty: DEFAULT_PROFIT_SETTINGS.difficulty * 2,
    });
    expect(harder.dailyBtc).toBeCloseTo(byDifficulty.dailyBtc / 2, 8);
    expect(base.profit).toBe(5.8);
  });
});

describe('invalidSetting', () => {
  it('names the first setting that is not a positive number', () => {
    expect(invalidSetting(DEFAULT_PROFIT_SETTINGS)).toBeNull();
    expect(invalidSetting({ ...DEFAULT_PROFIT_SETTINGS, btcPrice: 0 })).toBe('btcPrice');
    expect(invalidSetting({ ...DEFAULT_PROFIT_SETTINGS, electricityPrice: Number.NaN })).toBe(
      'electricityPrice',
    );
    // Only the output source in use is checked.
    expect(invalidSetting({ ...DEFAULT_PROFIT_SETTINGS, difficulty: -1 })).toBeNull();
    expect(
      invalidSetting({ ...DEFAULT_PROFIT_SETTINGS, outputMode: 'difficulty', difficulty: -1 }),
    ).toBe('difficulty');
  });
});
