/**
 * A fake market provider for the test site and the API tests: it answers CoinGecko's
 * `GET …/exchange_rates` (BTC-based rates) with usd and eur only, and 404 to anything else, so
 * that the market page keeps its stored snapshot and prices in CNY find no rate (those orders
 * are created awaiting a price: the operator-price journey's order).
 *   POST /__control/rates {usd?, eur?}  sets the rates (units per bitcoin)
 *   POST /__control/down  {down}        `/exchange_rates` answers 503 while down
 *   POST /__control/reset               the default rates, up
 */
import { startStub, type RunningStub } from './http-stub.js';
import type { FakeRatesControls } from '@minesite/shared/testing/fake-chain-controls';

/** Round figures, so that a test can work out a BTC amount by hand. */
export const DEFAULT_FAKE_RATES = { usd: 100_000, eur: 90_000 };

export interface FakeRates extends RunningStub, FakeRatesControls {}

export async function startFakeRates(options: { port?: number } = {}): Promise<FakeRates> {
  let rates = { ...DEFAULT_FAKE_RATES };
  let down = false;
  const control = {
    setRates(next: Partial<typeof DEFAULT_FAKE_RATES>) {
      rates = { ...rates, ...next };
    },
    setDown(value: boolean) {
      down = value;
    },
    reset() {
      rates = { ...DEFAULT_FAKE_RATES };
      down = false;
    },
  };

  const stub = await startStub(options.port ?? 0, (method, path, body) => {
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/__control/rates') {
      const number = (value: unknown) =>
        typeof value === 'number' && value > 0 ? value : undefined;
      control.setRates({
        ...(number(input.usd) ? { usd: number(input.usd) } : {}),
        ...(number(input.eur) ? { eur: number(input.eur) } : {}),
      });
      return { status: 200, body: rates };
    }
    if (method === 'POST' && path === '/__control/down') {
      control.setDown(input.down === true);
      return { status: 200, body: { down } };
    }
    if (method === 'POST' && path === '/__control/reset') {
      control.reset();
      return { status: 200, body: rates };
    }
    if (method === 'GET' && path.endsWith('/exchange_rates')) {
      if (down) return { status: 503, body: { error: 'down' } };
      return { status: 200, body: { rates: exchangeRates(rates) } };
    }
    return { status: 404, body: { error: 'Not Found' } };
  });
  return { ...stub, ...control };
}

/** CoinGecko's shape: every rate is units per one bitcoin. */
function exchangeRates(rates: typeof DEFAULT_FAKE_RATES) {
  return {
    btc: { name: 'Bitcoin', unit: 'BTC', value: 1, type: 'crypto' },
    usd: { name: 'US Dollar', unit: '$', value: rates.usd, type: 'fiat' },
    eur: { name: 'Euro', unit: '€', value: rates.eur, type: 'fiat' },
  };
}
