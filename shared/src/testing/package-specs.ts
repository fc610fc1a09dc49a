/** Test helper: the specs of a cloud power package, as the catalog sells its classic ones. */
import type { ProductOf } from '../contract/products';

export type CloudPackageSpecs = ProductOf<'cloud-package'>['specs'];

/** A classic 180-day package of an S21 at 88 CNY a T; `overrides`: what a test looks at. */
export const classicPackageSpecs = (
  overrides: Partial<CloudPackageSpecs> = {},
): CloudPackageSpecs => ({
  mode: 'classic',
  minerModel: 'Antminer S21',
  periodDays: 180,
  hashrateOptionsTh: [50, 100, 200, 500],
  pricePerT: 88,
  powerFeePerTPerDay: 0.2105,
  historicalYieldBtcPerTPerDay: 0.00000052,
  percentSold: 40,
  startWithinHours: 24,
  payoutPool: 'AntPool',
  payoutPeriod: 'daily',
  discounted: false,
  ...overrides,
});
