/**
 * Two real cloud hash power packages, priced from the spec's constants (section 9), so that
 * /mining-power links to checkout until the full package list and detail pages arrive.
 */

/** BTC mined per TH/s per day. */
export const BTC_PER_TH_PER_DAY = 0.00000052;
/** Electricity (power) fee in CNY per TH/s per day. */
export const POWER_FEE_CNY_PER_TH_PER_DAY = 0.2105;
/** USD/CNY exchange rate of the settings defaults. */
export const CNY_PER_USD = 7.3;
/** Hashrate fee in USD per TH/s: the 30-day trial (13 USD for 10 TH/s) and other packages. */
export const TRIAL_PRICE_USD_PER_TH = 1.3;
export const PRICE_USD_PER_TH = 12.05;

export interface StarterPackage {
  key: 'trial30' | 'classic180';
  titleId: string;
  hashrateTh: number;
  periodDays: number;
  /** Days of electricity in the first payment. */
  powerDays: number;
  /** Hashrate fee for the whole package, USD. */
  hashrateFeeUsd: number;
  /** Electricity fee of the first payment, USD. */
  firstElectricityUsd: number;
  dailyOutputBtc: number;
}

const roundCents = (usd: number) => Math.round(usd * 100) / 100;

function starterPackage(
  key: StarterPackage['key'],
  titleId: string,
  hashrateTh: number,
  periodDays: number,
  powerDays: number,
  priceUsdPerTh: number,
): StarterPackage {
  return {
    key,
    titleId,
    hashrateTh,
    periodDays,
    powerDays,
    hashrateFeeUsd: roundCents(hashrateTh * priceUsdPerTh),
    firstElectricityUsd: roundCents(
      (hashrateTh * powerDays * POWER_FEE_CNY_PER_TH_PER_DAY) / CNY_PER_USD,
    ),
    dailyOutputBtc: Number((hashrateTh * BTC_PER_TH_PER_DAY).toFixed(8)),
  };
}

export const STARTER_PACKAGES: readonly StarterPackage[] = [
  // A 30-day package offers only 10 TH/s and a 30-day first payment (spec section 4).
  starterPackage(
    'trial30',
    'cloudpower.packages.trial30.title',
    10,
    30,
    30,
    TRIAL_PRICE_USD_PER_TH,
  ),
  // The package detail page's defaults: 50 TH/s, 180 days, 3 days of electricity first.
  starterPackage(
    'classic180',
    'cloudpower.packages.classic180.title',
    50,
    180,
    3,
    PRICE_USD_PER_TH,
  ),
];

/** The `productInfo` query of /mining-power-purchase (spec section 3, "Package info"). */
export function purchaseQuery(pkg: StarterPackage, title: string): string {
  const productInfo = {
    title,
    outputType: 'BTC',
    hashrate: String(pkg.hashrateTh),
    outputRate: String(pkg.dailyOutputBtc),
    period: String(pkg.periodDays),
    powerDays: String(pkg.powerDays),
    selectedDuration: String(pkg.periodDays),
    powerFee: POWER_FEE_CNY_PER_TH_PER_DAY,
    electricityFee: pkg.firstElectricityUsd,
  };
  return `?${new URLSearchParams({ productInfo: JSON.stringify(productInfo) })}`;
}
