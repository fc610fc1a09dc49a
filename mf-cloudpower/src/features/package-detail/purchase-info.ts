/**
 * The `productInfo` the buy button sends to /mining-power-purchase (spec section 3: title,
 * hashrate, period, powerDays, powerFee, electricityFee, historicalOutput, breakevenDays,
 * cycle, profit). `powerFee` is the hash power (算力) fee and `electricityFee` the electricity
 * of the first payment, both in USD; `cycle` and `selectedDuration` are the chosen days.
 */
import type { PackageQuote } from '@minesite/shared/mining';

export interface PurchaseInfo {
  title: string;
  outputType: 'BTC';
  hashrate: string;
  /** BTC a day for the chosen hashrate. */
  outputRate: string;
  period: string;
  powerDays: string;
  selectedDuration: string;
  powerFee: number;
  electricityFee: number;
  historicalOutput: number;
  breakevenDays?: number;
  cycle: number;
  profit: number;
}

export function purchaseInfoOf(input: {
  title: string;
  hashrate: number;
  duration: number;
  powerDays: number;
  outputPerTPerDay: number;
  quote: PackageQuote;
}): PurchaseInfo {
  const { quote } = input;
  return {
    title: input.title,
    outputType: 'BTC',
    hashrate: String(input.hashrate),
    outputRate: String(quote.dailyOutputBtc),
    period: String(input.duration),
    powerDays: String(input.powerDays),
    selectedDuration: String(input.duration),
    powerFee: quote.hashrateFee,
    electricityFee: quote.firstElectricityFee,
    historicalOutput: input.outputPerTPerDay,
    ...(quote.breakevenDays !== null ? { breakevenDays: quote.breakevenDays } : {}),
    cycle: input.duration,
    profit: quote.expectedProfit,
  };
}

export const purchasePath = (info: PurchaseInfo) =>
  `/mining-power-purchase?${new URLSearchParams({ productInfo: JSON.stringify(info) })}`;
