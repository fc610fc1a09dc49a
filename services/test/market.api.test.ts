// GET /api/market against a fake CoinGecko-style provider served over real HTTP on this
// machine: fresh figures, the copy in memory and in the database, one provider call for many
// concurrent requests, and the stored snapshot when the provider is down, answers garbage or
// never answers.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { marketReplySchema } from '@minesite/shared/contract';
import { apiCollections, createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectMongo } from '../src/db/client.js';
import { ensureIndexes } from '../src/db/collections.js';
import { createLogger } from '../src/logger.js';
import seed from '../src/modules/market/seed-snapshot.json' with { type: 'json' };
import { TEST_PAYMENT_ENV } from './support/payment-account.js';

type ProviderMode = 'ok' | 'garbage' | 'error' | 'silent';

/** A provider on this machine: answers as CoinGecko does, or misbehaves as told. */
class FakeProvider {
  mode: ProviderMode = 'ok';
  calls: string[] = [];
  btcPrice = 101_234.5;
  /** The `/exchange_rates` answer: units of each currency per bitcoin. */
  btcRates: Record<string, number> = { usd: 100_000, cny: 720_000, eur: 92_000 };
  private readonly server: Server = createServer((req, res) => {
    this.calls.push(req.url ?? '');
    if (this.mode === 'silent') return; // never answers: the service's timeout ends the wait
    if (this.mode === 'error') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    const body =
      this.mode === 'garbage'
        ? { status: { error_code: 429 }, rows: 'not a list' }
        : req.url?.startsWith('/api/v3/exchange_rates')
          ? { rates: exchangeRates(this.btcRates) }
          : req.url?.startsWith('/api/v3/global')
            ? {
                data: {
                  total_market_cap: { usd: 3.5e12, eur: 3.3e12 },
                  total_volume: { usd: 1.2e11 },
                },
              }
            : [
                coin('bitcoin', 'btc', 'Bitcoin', this.btcPrice, 2.0e12, 4.1e10, 1.5),
                coin('ethereum', 'eth', 'Ethereum', 3456.7, 4.1e11, 2.2e10, -2.25),
                { ...coin('newcoin', 'new', 'New Coin', 0.5, 0, 0, 0), market_cap: null },
              ];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v3`;
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function coin(
  id: string,
  symbol: string,
  name: string,
  price: number,
  cap: number,
  volume: number,
  change: number,
) {
  return {
    id,
    symbol,
    name,
    image: `https://example.com/${id}.png`,
    current_price: price,
    market_cap: cap,
    total_volume: volume,
    price_change_percentage_24h: change,
    last_updated: '2025-03-01T10:00:00.000Z',
  };
}

function exchangeRates(rates: Record<string, number>) {
  const entries = Object.entries(rates).map(([code, value]) => [
    code,
    { name: code.toUpperCase(), unit: code, value, type: 'fiat' },
  ]);
  return {
    btc: { name: 'Bitcoin', unit: 'BTC', value: 1, type: 'crypto' },
    ...Object.fromEntries(entries),
  };
}

/** A port where nothing listens: the provider is down. */
async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/api/v3`;
}

interface MarketApi {
  db: Db;
  get(): Promise<{ status: number; body: ReturnType<typeof marketReplySchema.parse> }>;
  close(): Promise<void>;
}

let client: MongoClient;
beforeAll(async () => {
  client = await connectMongo(inject('mongodbUri'));
});
afterAll(() => client.close());

/** The real app on an ephemeral port, its own database, the provider at `providerUrl`. */
async function startMarketApi(env: Record<string, string>): Promise<MarketApi> {
  const dbName = `test_market_${randomBytes(4).toString('hex')}`;
  const db = client.db(dbName);
  await ensureIndexes(db, apiCollections);
  const config = loadConfig({
    ...TEST_PAYMENT_ENV,
    MONGODB_URI: inject('mongodbUri'),
    MONGODB_DB: dbName,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = createServer(createApp({ db, config, logger: createLogger('silent') }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/market`;
  return {
    db,
    async get() {
      const response = await fetch(url);
      return { status: response.status, body: marketReplySchema.parse(await response.json()) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.dropDatabase();
    },
  };
}

/**
 * As if time had passed: the clock (Date only; the timers stay real) moves on, for the
 * service's copy in memory and the stored snapshot's times alike.
 */
function letTimePass(byMs: number) {
  vi.setSystemTime(Date.now() + byMs);
}
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const CACHE_SECONDS = 60;
let provider: FakeProvider;
let api: MarketApi;
beforeAll(async () => {
  provider = new FakeProvider();
  api = await startMarketApi({
    MARKET_PROVIDER_URL: await provider.start(),
    MARKET_CACHE_SECONDS: String(CACHE_SECONDS),
  });
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

describe('GET /api/market with the provider up', () => {
  let first: Awaited<ReturnType<MarketApi['get']>>;
  let before: number;
  beforeAll(async () => {
    before = Date.now();
    first = await api.get();
  });

  it('answers the provider figures, fresh, as market rows', () => {
    expect(first.status).toBe(200);
    expect(first.body.stale).toBe(false);
    expect(first.body.totalMarketCapUsd).toBe(3.5e12);
    expect(first.body.totalVolume24hUsd).toBe(1.2e11);
    expect(first.body.rows[0]).toEqual({
      id: 'bitcoin',
      symbol: 'BTC',
      name: 'Bitcoin',
      priceUsd: 101_234.5,
      marketCapUsd: 2.0e12,
      volume24hUsd: 4.1e10,
      change24hPct: 1.5,
    });
    expect(first.body.rows.map((row) => row.symbol)).toEqual(['BTC', 'ETH', 'NEW']);
    // A figure the provider leaves null reads as 0.
    expect(first.body.rows[2]?.marketCapUsd).toBe(0);
    expect(Date.parse(first.body.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(provider.calls.some((call) => call.startsWith('/api/v3/coins/markets?'))).toBe(true);
    expect(provider.calls.some((call) => call.includes('vs_currency=usd'))).toBe(true);
  });

  it('serves the display rates: USD per bitcoin, CNY and EUR per USD, with their time', () => {
    expect(first.body.rates).toEqual({
      usdPerBtc: 100_000,
      cnyPerUsd: 7.2,
      eurPerUsd: 0.92,
      at: expect.any(String),
    });
    expect(Date.parse(first.body.rates!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers from memory within the cache time, without asking the provider', async () => {
    const callsBefore = provider.calls.length;
    provider.btcPrice = 1;

    const again = await api.get();

    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(provider.calls.length).toBe(callsBefore);
  });

  it('asks the provider again once the cache time has passed', async () => {
    provider.btcPrice = 95_000;
    letTimePass((CACHE_SECONDS + 1) * 1000);

    const later = await api.get();

    expect(later.body.stale).toBe(false);
    expect(later.body.rows[0]?.priceUsd).toBe(95_000);
    expect(later.body.rates?.usdPerBtc).toBe(100_000);
    expect(Date.parse(later.body.rates!.at)).toBeGreaterThan(Date.parse(first.body.rates!.at));
    expect(Date.parse(later.body.fetchedAt)).toBeGreaterThan(Date.parse(first.body.fetchedAt));
  });
});

describe('GET /api/market from memory', () => {
  const snapshotCalls = (from: number) =>
    provider.calls.slice(from).filter((call) => call.startsWith('/api/v3/coins/markets?'));

  it('answers 50 concurrent requests after the cache time with one provider call, all the new figures', async () => {
    provider.mode = 'ok';
    provider.btcPrice = 77_777;
    letTimePass((CACHE_SECONDS + 1) * 1000);
    const callsBefore = provider.calls.length;

    const replies = await Promise.all(Array.from({ length: 50 }, () => api.get()));

    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((reply) => reply.body.rows[0]?.priceUsd))).toEqual(
      new Set([77_777]),
    );
    expect(snapshotCalls(callsBefore)).toHaveLength(1);
  });

  it('does not read the database within the cache time; sees a new snapshot after it', async () => {
    const before = await api.get();
    // Another writer empties the stored rows: the copy in memory still answers.
    await api.db
      .collection('market_snapshots')
      .updateOne({ _id: 'latest' as never }, { $set: { rows: [] } });
    provider.btcPrice = 66_666;

    const within = await api.get();
    letTimePass((CACHE_SECONDS + 1) * 1000);
    const after = await api.get();

    expect(within.body).toEqual(before.body);
    expect(after.body.stale).toBe(false);
    expect(after.body.rows[0]?.priceUsd).toBe(66_666);
    expect(Date.parse(after.body.fetchedAt)).toBeGreaterThan(Date.parse(before.body.fetchedAt));
  });
});

describe('GET /api/market when the provider fails', () => {
  let stored: Awaited<ReturnType<MarketApi['get']>>['body'];
  beforeAll(async () => {
    provider.mode = 'ok';
    provider.btcPrice = 88_888;
    letTimePass((CACHE_SECONDS + 1) * 1000);
    stored = (await api.get()).body;
    expect(stored.stale).toBe(false);
  });
  afterEach(() => {
    provider.mode = 'ok';
  });

  for (const [mode, label] of [
    ['garbage', 'answers garbage'],
    ['error', 'answers an error page'],
  ] as const) {
    it(`${label}: the stored snapshot with its time, marked stale, never a 5xx`, async () => {
      letTimePass((CACHE_SECONDS + 1) * 1000);
      const storedAt = (await api.db.collection('market_snapshots').findOne({}))!.fetchedAt;
      provider.mode = mode;

      const reply = await api.get();

      expect(reply.status).toBe(200);
      expect(reply.body.stale).toBe(true);
      expect(reply.body.fetchedAt).toBe(storedAt.toISOString());
      expect(reply.body.rows).toEqual(stored.rows);
      expect(reply.body.rows[0]?.priceUsd).toBe(88_888);
    });
  }

  it('does not ask a failing provider again within the cache time', async () => {
    letTimePass((CACHE_SECONDS + 1) * 1000);
    provider.mode = 'garbage';
    await api.get();
    const callsAfterFailure = provider.calls.length;

    const again = await api.get();

    expect(again.body.stale).toBe(true);
    expect(provider.calls.length).toBe(callsAfterFailure);
  });
});

describe('GET /api/market display rates', () => {
  it('has no CNY rate when the provider gives none, and keeps the others', async () => {
    const noCny = new FakeProvider();
    noCny.btcRates = { usd: 80_000, eur: 72_000 };
    const served = await startMarketApi({ MARKET_PROVIDER_URL: await noCny.start() });
    try {
      const reply = await served.get();

      expect(reply.body.rates).toMatchObject({
        usdPerBtc: 80_000,
        cnyPerUsd: null,
        eurPerUsd: 0.9,
      });
    } finally {
      await served.close();
      await noCny.close();
    }
  });

  it('has none without a USD rate: nothing to convert through', async () => {
    const noUsd = new FakeProvider();
    noUsd.btcRates = { cny: 720_000 };
    const served = await startMarketApi({ MARKET_PROVIDER_URL: await noUsd.start() });
    try {
      expect((await served.get()).body.rates).toBeNull();
    } finally {
      await served.close();
      await noUsd.close();
    }
  });
});

describe('GET /api/market on a first start', () => {
  it('with the provider down: the shipped snapshot, with its time', async () => {
    const offline = await startMarketApi({ MARKET_PROVIDER_URL: await closedPortUrl() });
    try {
      const reply = await offline.get();

      expect(reply.status).toBe(200);
      // No rate was ever read: prices are shown in their own currencies.
      expect(reply.body).toEqual({ ...seed, stale: true, rates: null });
      expect(reply.body.rows.length).toBeGreaterThanOrEqual(20);
    } finally {
      await offline.close();
    }
  });

  it('with a provider that never answers: the shipped snapshot once the timeout passes', async () => {
    const silent = new FakeProvider();
    silent.mode = 'silent';
    const slow = await startMarketApi({
      MARKET_PROVIDER_URL: await silent.start(),
      MARKET_PROVIDER_TIMEOUT_MS: '300',
    });
    try {
      const reply = await slow.get();

      expect(reply.status).toBe(200);
      expect(reply.body.stale).toBe(true);
      expect(reply.body.fetchedAt).toBe(seed.fetchedAt);
      expect(silent.calls.length).toBeGreaterThan(0);
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  it('with the provider up: fresh figures replace the shipped snapshot', async () => {
    const up = new FakeProvider();
    const fresh = await startMarketApi({ MARKET_PROVIDER_URL: await up.start() });
    try {
      const reply = await fresh.get();

      expect(reply.body.stale).toBe(false);
      expect(reply.body.rows.map((row) => row.id)).toEqual(['bitcoin', 'ethereum', 'newcoin']);
    } finally {
      await fresh.close();
      await up.close();
    }
  });
});
