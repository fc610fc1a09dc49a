// The rates a front end shows prices in the buyer's display currency at, from the stored BTC
// rates: USD per bitcoin, and CNY and EUR per USD as cross rates through bitcoin.
import type { DisplayRates } from '@minesite/shared/contract';
import type { BtcRatesDocument } from './repository.js';

/** Null before the provider has answered, or when it gave no USD rate (no cross rate then). */
export function displayRates(stored: BtcRatesDocument | null): DisplayRates | null {
  const usd = stored?.rates.usd;
  if (!stored?.fetchedAt || usd === undefined) return null;
  const perUsd = (perBtc: number | undefined) => (perBtc === undefined ? null : perBtc / usd);
  return {
    usdPerBtc: usd,
    cnyPerUsd: perUsd(stored.rates.cny),
    eurPerUsd: perUsd(stored.rates.eur),
    at: stored.fetchedAt.toISOString(),
  };
}
