// A rate provider on this machine for tests that quote in BTC: answers CoinGecko's
// `GET /exchange_rates` with the rates it is given (BTC-based: units of each currency per
// bitcoin), or fails as told. Point MARKET_PROVIDER_URL at its `url`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RatesStub {
  url: string;
  /** The rates answered; a currency left out is missing from the answer. */
  rates: Partial<Record<'usd' | 'cny' | 'eur', number>>;
  /** When true, every call answers 503. */
  down: boolean;
  /** How many times `/exchange_rates` was asked. */
  calls: number;
  close(): Promise<void>;
}

export const STUB_RATES = { usd: 100_000, cny: 720_000, eur: 92_000 };

export async function startRatesStub(rates: RatesStub['rates'] = STUB_RATES): Promise<RatesStub> {
  const server = createServer((req, res) => {
    if (req.url !== '/exchange_rates') {
      res.writeHead(404).end();
      return;
    }
    stub.calls += 1;
    if (stub.down) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
      return;
    }
    const entries = Object.entries(stub.rates).map(([currency, value]) => [
      currency,
      { name: currency.toUpperCase(), unit: currency, value, type: 'fiat' },
    ]);
    const body = {
      rates: {
        btc: { name: 'Bitcoin', unit: 'BTC', value: 1, type: 'crypto' },
        ...Object.fromEntries(entries),
      },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stub: RatesStub = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rates: { ...rates },
    down: false,
    calls: 0,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
