import { describe, expect, it } from 'vitest';
import { STARTER_PACKAGES, purchaseQuery } from './packages';

const [trial, classic] = STARTER_PACKAGES;

describe('starter packages', () => {
  it("price the 30-day trial as the spec's 13 USD hashrate fee and 8.65 USD electricity", () => {
    expect(trial).toMatchObject({
      hashrateTh: 10,
      periodDays: 30,
      powerDays: 30,
      hashrateFeeUsd: 13,
      firstElectricityUsd: 8.65,
      dailyOutputBtc: 0.0000052,
    });
  });

  it('price 50 TH/s for 180 days at 12.05 USD per TH with 3 days of electricity first', () => {
    expect(classic).toMatchObject({
      hashrateTh: 50,
      periodDays: 180,
      powerDays: 3,
      hashrateFeeUsd: 602.5,
      firstElectricityUsd: 4.33,
      dailyOutputBtc: 0.000026,
    });
  });

  it('serialise the package info checkout reads', () => {
    const query = new URLSearchParams(purchaseQuery(classic!, 'Classic 180-day'));
    expect(JSON.parse(query.get('productInfo')!)).toEqual({
      title: 'Classic 180-day',
      outputType: 'BTC',
      hashrate: '50',
      outputRate: '0.000026',
      period: '180',
      powerDays: '3',
      selectedDuration: '180',
      powerFee: 0.2105,
      electricityFee: 4.33,
    });
  });
});
