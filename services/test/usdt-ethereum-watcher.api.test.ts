// The chain watcher on the Ethereum rail against a real local node (Ganache) with a USDT-like
// ERC20 compiled by solc and deployed here: transfers to an order's address found through
// eth_getLogs, ETH_CONFIRMATIONS (12) counted from eth_blockNumber, another token not credited,
// partial and late payments, with the same payment rules as BTC.
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalEthereum, type LocalEthereum } from './support/local-ethereum.js';
import { checkoutBody } from './support/orders.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';

let site: PaymentsSite;
let node: LocalEthereum;
let usdt: Address;
let other: Address;
beforeAll(async () => {
  node = await startLocalEthereum();
  usdt = await node.deployToken('USDT');
  other = await node.deployToken('FAKE');
  site = await startPaymentsSite('usdt_eth_watcher', {
    env: { ...TEST_TOKEN_RAIL_ENV, ETH_RPC_URL: node.url, ETH_USDT_CONTRACT: usdt },
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await node?.close();
});

const sweep = (now?: () => Date) => site.watcher(now).sweep();

async function placeEthereumOrder() {
  const reply = await site.api.call('POST', '/api/orders', {
    ...checkoutBody(),
    rail: 'usdt-ethereum',
  });
  expect(reply.status).toBe(201);
  return reply.body as { orderId: string; payment: { address: string; expiresAt: string } };
}

describe('USDT on Ethereum', () => {
  it('found in its block, paid once 12 blocks deep', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    expect((await site.payment(orderId)).token).toMatchObject({ contract: usdt, due: 21.65 });

    const txid = await node.transfer(usdt, payment.address, 21_650_000);
    await sweep();
    const seen = await site.payment(orderId);
    expect(seen).toMatchObject({ state: 'seen', token: { received: 21.65, remaining: 0 } });
    expect(seen.transactions).toMatchObject([{ txid, confirmations: 1 }]);

    await node.mine(10);
    await sweep();
    const waiting = await site.payment(orderId);
    expect(waiting.state).toBe('seen');
    expect(waiting.transactions[0]!.confirmations).toBe(11);

    await node.mine(1);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid', flag: null });
  });

  it('a short payment leaves the rest payable; the rest pays the order', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    await node.transfer(usdt, payment.address, 20_000_000);
    await node.mine(12);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'seen',
      token: { received: 20, remaining: 1.65 },
    });
    await node.transfer(usdt, payment.address, 1_650_000);
    await node.mine(12);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'paid', token: { remaining: 0 } });
  });

  it('a transfer of another token is flagged for the operator, never credited', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    await node.transfer(other, payment.address, 21_650_000);
    await node.mine(12);
    await sweep();
    expect(await site.payment(orderId)).toMatchObject({
      state: 'awaiting_payment',
      transactions: [],
      token: { received: 0 },
    });
    expect(await site.history(orderId)).toEqual(['created/buyer', 'foreign_transfer/chain']);
  });

  it('a transfer mined after the window goes to the operator as late', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    const end = Date.parse(payment.expiresAt);
    await node.passTime(end - Date.now() + 30 * 60_000);
    await node.transfer(usdt, payment.address, 21_650_000);
    await node.mine(12);
    await sweep(() => new Date(end + 31 * 60_000));
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'late' });
  });
});
