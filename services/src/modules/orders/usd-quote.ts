// The USD value of a quote, for the USDT rails: a USDT order pays its USD total (one USDT for
// one USD, 6 places), converted from the quote's currency at the market service's rates and
// fixed for the payment window, so the buyer carries no rate risk.
import type { Currency } from '@minesite/shared/contract';
import type { MarketService } from '../market/service.js';
import { toUsdt, toUsdtUnits } from '../payments/rail-amounts.js';

export interface UsdQuote {
  /** USD per unit of the quote's currency and when it was read; null without a fresh rate. */
  usdRate: { price: number; at: Date } | null;
  /** The total in USDT (6 places); 0 without a rate. */
  amountUsdt: number;
}

/** Currencies worth one USD each. */
const DOLLARS: readonly Currency[] = ['USD', 'USDT'];

export async function usdQuote(
  total: number,
  currency: Currency,
  market: Pick<MarketService, 'btcRate'>,
  now: Date,
): Promise<UsdQuote> {
  let usdRate: UsdQuote['usdRate'];
  if (DOLLARS.includes(currency)) {
    usdRate = { price: 1, at: now };
  } else {
    // The cross rate through BTC: both rates are read from the one stored set.
    const [usd, local] = await Promise.all([market.btcRate('USD'), market.btcRate(currency)]);
    usdRate =
      usd && local
        ? { price: usd.price / local.price, at: usd.at < local.at ? usd.at : local.at }
        : null;
  }
  const amountUsdt = usdRate ? toUsdt(toUsdtUnits(total * usdRate.price)) : 0;
  return { usdRate, amountUsdt };
}
