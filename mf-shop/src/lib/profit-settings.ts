/**
 * The product detail's profit settings: what the prediction assumes. Money is in USD (the BTC
 * price is quoted in USD, hosting electricity in US cents); the machine's CNY price is turned
 * into USD at the exchange rate for the payback.
 */
import type { IntlShape } from 'react-intl';
import { PRICING_DEFAULTS, PRICING_STEPS, difficultyForOutput } from '@minesite/shared/mining';

export type OutputMode = 'outputPerT' | 'difficulty';

export interface ProfitSettings {
  /** USD per BTC. */
  btcPrice: number;
  /** USD per kWh. */
  electricityPrice: number;
  /** Whether the daily output comes from a fixed BTC per T per day or the network difficulty. */
  outputMode: OutputMode;
  /** BTC per T per day. */
  btcPerTPerDay: number;
  difficulty: number;
  /** CNY per USD. */
  exchangeRate: number;
}

/** BTC 120000 on the detail pages, 0.00000052 BTC per T per day, 7.3 CNY per USD. */
export const DEFAULT_PROFIT_SETTINGS: Readonly<ProfitSettings> = {
  btcPrice: 120_000,
  // The Alberta hosting price, 6.5 US cents per kWh.
  electricityPrice: 0.065,
  outputMode: 'outputPerT',
  btcPerTPerDay: PRICING_DEFAULTS.btcOutputPerTPerDay,
  difficulty: difficultyForOutput(PRICING_DEFAULTS.btcOutputPerTPerDay),
  exchangeRate: PRICING_DEFAULTS.exchangeRate,
};

/** The settings every statement of a prediction's assumptions names, in the visitor's format. */
export function assumptionValues(settings: ProfitSettings, intl: Pick<IntlShape, 'formatNumber'>) {
  const usd = (value: number, digits: number) =>
    intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: digits });
  return {
    btcPrice: usd(settings.btcPrice, 0),
    electricity: usd(settings.electricityPrice, 4),
    output: settings.btcPerTPerDay.toFixed(8),
  };
}

export type NumericSetting = Exclude<keyof ProfitSettings, 'outputMode'>;

/** The popup's fields: step sizes where the spec gives them. */
export const SETTING_STEPS: Record<NumericSetting, number> = {
  btcPrice: 1000,
  electricityPrice: 0.001,
  btcPerTPerDay: PRICING_STEPS.btcOutputPerTPerDay,
  difficulty: 1e12,
  exchangeRate: PRICING_STEPS.exchangeRate,
};

/** Each number must be above zero; returns the first field that is not, or null. */
export function invalidSetting(settings: ProfitSettings): NumericSetting | null {
  const fields: NumericSetting[] = [
    'btcPrice',
    'electricityPrice',
    settings.outputMode === 'difficulty' ? 'difficulty' : 'btcPerTPerDay',
    'exchangeRate',
  ];
  return fields.find((key) => !(Number.isFinite(settings[key]) && settings[key] > 0)) ?? null;
}
