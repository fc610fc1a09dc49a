import { describe, expect, it } from 'vitest';
import { detailPath, packageInfoOf, parsePackageInfo, type CloudPackage } from './package-info';

const pkg = {
  id: 'cloud-trial-30',
  category: 'cloud-package',
  name: { zh: '体验', en: 'Trial', es: 'Prueba', ru: 'Пробный' },
  description: { zh: 'd', en: 'd', es: 'd', ru: 'd' },
  images: [],
  price: 9.5,
  currency: 'CNY',
  soldOut: false,
  sortOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  specs: {
    mode: 'classic',
    minerModel: 'Antminer S21',
    periodDays: 30,
    hashrateOptionsTh: [10],
    pricePerT: 9.5,
    powerFeePerTPerDay: 0.2105,
    historicalYieldBtcPerTPerDay: 0.00000052,
    percentSold: 86,
    startWithinHours: 24,
    payoutPool: 'AntPool',
    payoutPeriod: 'daily',
    discounted: false,
    miner: { hashrateTh: 141, powerW: 3031, efficiencyJPerTh: 21.5 },
  },
} satisfies CloudPackage;

describe('package info', () => {
  it('carries the spec fields and the prices from a card to the detail page', () => {
    const info = packageInfoOf(pkg, 'Trial');
    expect(info).toMatchObject({
      title: 'Trial',
      outputType: 'BTC',
      hashrate: '10',
      outputRate: '5.2e-7',
      powerDays: '30',
      period: '30',
      pricePerT: 9.5,
    });
    const query = new URL(detailPath(info), 'http://x').searchParams.get('productInfo');
    expect(parsePackageInfo(query)).toEqual(info);
  });

  it('a permanent package has the period `permanent`', () => {
    const permanent = { ...pkg, specs: { ...pkg.specs, periodDays: null } };
    expect(packageInfoOf(permanent, 'P')).toMatchObject({ period: 'permanent', powerDays: '3' });
  });

  it('drops what is malformed and reads nothing from what is not an object', () => {
    expect(parsePackageInfo(null)).toBeNull();
    expect(parsePackageInfo('{oops')).toBeNull();
    expect(parsePackageInfo('[1]')).toBeNull();
    expect(
      parsePackageInfo(
        JSON.stringify({
          title: 'X',
          hashrate: '-5',
          period: 'forever',
          pricePerT: 'a',
          mode: 'turbo',
          percentSold: 140,
        }),
      ),
    ).toEqual({ title: 'X' });
  });
});
