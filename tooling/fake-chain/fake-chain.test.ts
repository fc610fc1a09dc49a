// The fakes the test site runs, driven over HTTP as the journeys drive them (control.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mine, mineOnly, payToAddress, setChainDown } from './control.js';
import { startFakeChain, type FakeChain } from './fake-chain.js';
import { DEFAULT_FAKE_RATES, startFakeRates, type FakeRates } from './fake-rates.js';

const ADDRESS = 'bcrt1qexampleaddress';

describe('the fake chain', () => {
  let chain: FakeChain;
  beforeAll(async () => {
    chain = await startFakeChain();
  });
  afterAll(() => chain.close());
  beforeEach(() => chain.reset());
  const get = async (path: string) => {
    const response = await fetch(chain.url + path);
    return { status: response.status, text: await response.text() };
  };

  it('shows a payment in the mempool, then in a block, as Esplora does', async () => {
    const txid = await payToAddress(ADDRESS, 0.0012, { baseUrl: chain.url });
    let txs = JSON.parse((await get(`/address/${ADDRESS}/txs`)).text);
    expect(txs).toEqual([
      expect.objectContaining({
        txid,
        vout: [expect.objectContaining({ scriptpubkey_address: ADDRESS, value: 120_000 })],
        status: { confirmed: false },
      }),
    ]);

    expect(await mine(2, chain.url)).toBe(102);
    expect((await get('/blocks/tip/height')).text).toBe('102');
    txs = JSON.parse((await get(`/address/${ADDRESS}/txs`)).text);
    expect(txs[0].status).toMatchObject({ confirmed: true, block_height: 101 });
    expect(JSON.parse((await get(`/tx/${txid}`)).text).txid).toBe(txid);
  });

  it('mines a block of only the transactions named, leaving the rest in the mempool', async () => {
    const mined = await payToAddress(ADDRESS, 0.1, { baseUrl: chain.url });
    const waiting = await payToAddress('bcrt1qanotheraddress', 0.2, { baseUrl: chain.url });
    expect(await mineOnly([mined], chain.url)).toBe(101);
    const status = async (txid: string) => JSON.parse((await get(`/tx/${txid}`)).text).status;
    expect(await status(mined)).toMatchObject({ confirmed: true, block_height: 101 });
    expect(await status(waiting)).toMatchObject({ confirmed: false });
  });

  it('lists the mempool first, then blocks newest first', async () => {
    const first = chain.pay(ADDRESS, 0.1);
    chain.mine();
    const second = chain.pay(ADDRESS, 0.2);
    chain.mine();
    const pending = chain.pay(ADDRESS, 0.3);
    const txs = JSON.parse((await get(`/address/${ADDRESS}/txs`)).text) as { txid: string }[];
    expect(txs.map((tx) => tx.txid)).toEqual([pending, second, first]);
  });

  it('answers unknown and malformed transactions as Esplora does', async () => {
    expect(await get(`/tx/${'f'.repeat(64)}`)).toEqual({
      status: 404,
      text: 'Transaction not found',
    });
    expect((await get('/tx/nope')).status).toBe(400);
  });

  it('answers 503 to every Esplora call while down, and the control calls still work', async () => {
    await setChainDown(true, chain.url);
    expect((await get('/blocks/tip/height')).status).toBe(503);
    expect((await get(`/address/${ADDRESS}/txs`)).status).toBe(503);
    await payToAddress(ADDRESS, 0.001, { baseUrl: chain.url });
    await setChainDown(false, chain.url);
    expect(JSON.parse((await get(`/address/${ADDRESS}/txs`)).text)).toHaveLength(1);
  });

  it('refuses a payment without an address or amount', async () => {
    await expect(payToAddress('', 0.1, { baseUrl: chain.url })).rejects.toThrow(/400/);
    await expect(payToAddress(ADDRESS, 0, { baseUrl: chain.url })).rejects.toThrow(/400/);
  });
});

describe('the fake rate provider', () => {
  let rates: FakeRates;
  beforeAll(async () => {
    rates = await startFakeRates();
  });
  afterAll(() => rates.close());

  it('answers BTC rates in usd and eur only, and 404 to the market calls', async () => {
    const reply = await fetch(`${rates.url}/api/v3/exchange_rates`);
    const body = (await reply.json()) as { rates: Record<string, { value: number }> };
    expect(Object.keys(body.rates).sort()).toEqual(['btc', 'eur', 'usd']);
    expect(body.rates.usd!.value).toBe(DEFAULT_FAKE_RATES.usd);
    expect((await fetch(`${rates.url}/coins/markets?vs_currency=usd`)).status).toBe(404);
    expect((await fetch(`${rates.url}/global`)).status).toBe(404);
  });

  it('takes new rates and goes down on request', async () => {
    rates.setRates({ usd: 50_000 });
    const body = (await (await fetch(`${rates.url}/exchange_rates`)).json()) as {
      rates: { usd: { value: number } };
    };
    expect(body.rates.usd.value).toBe(50_000);
    rates.setDown(true);
    expect((await fetch(`${rates.url}/exchange_rates`)).status).toBe(503);
    rates.reset();
    expect((await fetch(`${rates.url}/exchange_rates`)).status).toBe(200);
  });
});
