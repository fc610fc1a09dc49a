// The Esplora client against the fake chain on a real port: what it reads, and that every
// kind of trouble is a ChainUnavailableError (never a crash, never a wrong answer).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ChainUnavailableError,
  esploraClient,
  satsPaidTo,
} from '../src/modules/payments/chain-client.js';
import { TokenBucket } from '../src/modules/payments/token-bucket.js';
import { startFakeChain, type FakeChain } from './support/fake-chain.js';

const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const OTHER = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf8n5a';

let chain: FakeChain;
beforeAll(async () => {
  chain = await startFakeChain();
});
afterAll(() => chain.close());
beforeEach(() => chain.reset());

const client = (baseUrl = chain.url, timeoutMs = 2000) =>
  esploraClient({ baseUrl, timeoutMs, maxRequestsPerSecond: 1000 });

describe('reading the chain', () => {
  it('lists what pays an address, with confirmations counted from the tip', async () => {
    const first = chain.pay(ADDRESS, 0.0012);
    chain.mine(2);
    const second = chain.pay(ADDRESS, 0.0003);
    chain.pay(OTHER, 1);

    const api = client();
    const txs = await api.addressTransactions(ADDRESS, await api.tipHeight());

    expect(txs.map((tx) => [tx.txid, satsPaidTo(tx, ADDRESS), tx.confirmations])).toEqual([
      [second, 30_000, 0],
      [first, 120_000, 2],
    ]);
    expect(txs[0]!.blockTime).toBeNull();
    expect(txs[1]!.blockTime).toBeInstanceOf(Date);
  });

  it('adds up the outputs of one transaction paying the address twice', async () => {
    const txid = chain.pay(ADDRESS, 0.001);
    chain.pay(ADDRESS, 0.0002, txid);
    const [tx] = await client().addressTransactions(ADDRESS, 100);
    expect(satsPaidTo(tx!, ADDRESS)).toBe(120_000);
  });

  it('reads one transaction; an unknown or malformed id is null without an error', async () => {
    const txid = chain.pay(ADDRESS, 0.0012);
    chain.mine();
    const found = await client().transaction(txid);
    expect(found).toMatchObject({ txid, confirmations: 1 });
    expect(satsPaidTo(found!, ADDRESS)).toBe(120_000);
    expect(await client().transaction('f'.repeat(64))).toBeNull();
    expect(await client().transaction('0xnot-a-txid')).toBeNull();
  });

  it('gives a transaction mined after the tip was read one confirmation', async () => {
    const api = client();
    const tip = await api.tipHeight();
    chain.pay(ADDRESS, 0.001);
    chain.mine(2);
    expect((await api.addressTransactions(ADDRESS, tip))[0]!.confirmations).toBe(1);
  });
});

describe('trouble', () => {
  it('is ChainUnavailable when the API answers 503', async () => {
    chain.setDown(true);
    await expect(client().tipHeight()).rejects.toThrow(ChainUnavailableError);
    await expect(client().addressTransactions(ADDRESS, 100)).rejects.toThrow(ChainUnavailableError);
    await expect(client().transaction('a'.repeat(64))).rejects.toThrow(ChainUnavailableError);
  });

  it('is ChainUnavailable when nothing listens', async () => {
    await expect(client('http://127.0.0.1:9').addressTransactions(ADDRESS, 100)).rejects.toThrow(
      ChainUnavailableError,
    );
  });

  describe('with a server that answers badly', () => {
    let server: Server;
    let url: string;
    let reply: (res: ServerResponse) => void;
    beforeAll(async () => {
      server = createServer((_req, res) => reply(res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('is ChainUnavailable for an answer of another shape', async () => {
      reply = (res) => res.end(JSON.stringify([{ txid: 'x', vout: 'no' }]));
      await expect(client(url).addressTransactions(ADDRESS, 100)).rejects.toThrow(/unknown shape/);
      reply = (res) => res.end('<html>');
      await expect(client(url).addressTransactions(ADDRESS, 100)).rejects.toThrow(/no JSON/);
    });

    it('is ChainUnavailable after the timeout', async () => {
      reply = () => {}; // never answers
      await expect(client(url, 200).addressTransactions(ADDRESS, 100)).rejects.toThrow(
        ChainUnavailableError,
      );
    });
  });
});

describe('the request pace', () => {
  it('lets a burst of the configured size through, then one call per token earned', async () => {
    let clock = 0;
    const waits: number[] = [];
    const bucket = new TokenBucket(
      2,
      () => clock,
      async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    );
    for (let i = 0; i < 5; i++) await bucket.take();
    // Two at once, then one every 500 ms.
    expect(waits).toEqual([500, 500, 500]);
    expect(clock).toBe(1500);
  });

  it('serves waiting callers in order', async () => {
    let clock = 0;
    const bucket = new TokenBucket(
      1,
      () => clock,
      async (ms) => {
        clock += ms;
      },
    );
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => bucket.take().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
