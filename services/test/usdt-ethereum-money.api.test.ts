// The money actions on the Ethereum rail against a real local node (Ganache) with a USDT-like
// ERC20: the buyer's claim verified on Ethereum (0x ids, the token's Transfer to the order's
// address), a refund to an Ethereum address only (EIP-55 checksum when it has capitals).
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startLocalEthereum, type LocalEthereum } from './support/local-ethereum.js';
import { startPaymentsSite, type PaymentsSite } from './support/payments.js';
import { TEST_TOKEN_RAIL_ENV } from './support/token-accounts.js';
import { tokenOrders } from './support/token-orders.js';

const REFUND_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
let site: PaymentsSite;
let node: LocalEthereum;
let usdt: Address;
let other: Address;
let admin: Record<string, string>;
beforeAll(async () => {
  node = await startLocalEthereum();
  usdt = await node.deployToken('USDT');
  other = await node.deployToken('FAKE');
  site = await startPaymentsSite('usdt_eth_money', {
    env: { ...TEST_TOKEN_RAIL_ENV, ETH_RPC_URL: node.url, ETH_USDT_CONTRACT: usdt },
  });
  admin = await openAdminSession(site.api);
}, 60_000);
afterAll(async () => {
  await site?.close();
  await node?.close();
});

const { post, placeOrder: placeEthereumOrder, claim } = tokenOrders(() => site, 'usdt-ethereum');

describe('the buyer’s claim on Ethereum', () => {
  it('takes only 0x and 64 hex digits, and a transfer of the shop’s USDT', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    const bare = await claim(orderId, 'a'.repeat(64));
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('payment_tx_malformed');

    const foreign = await node.transfer(other, payment.address, 21_650_000);
    const wrongToken = await claim(orderId, foreign);
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.body.code).toBe('payment_wrong_token');

    const unknown = await claim(orderId, `0x${'d'.repeat(64)}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('payment_tx_not_found');
  });

  it('records the USDT transfer found on Ethereum: verified, with its USDT amount', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    const txid = await node.transfer(usdt, payment.address, 10_000_000);
    const reply = await claim(orderId, txid);
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toMatchObject({
      state: 'seen',
      claim: 'verified',
      token: { received: 10, remaining: 11.65 },
      transactions: [{ txid, amount: 10, amountBtc: 0, confirmations: 1 }],
    });
  });
});

describe('a refund on Ethereum', () => {
  it('goes to an Ethereum address with a valid checksum only, in USDT', async () => {
    const { orderId, payment } = await placeEthereumOrder();
    await node.transfer(usdt, payment.address, 25_000_000);
    await node.mine(12);
    await site.watcher().sweep();
    expect(await site.payment(orderId)).toMatchObject({ state: 'review', flag: 'overpaid' });

    const offered = await post(
      `/api/orders/${orderId}/refund`,
      { part: 'excess', basis: 'order' },
      admin,
    );
    expect(offered.status).toBe(200);
    expect(offered.body.payment.refund).toMatchObject({ state: 'offered', amount: 3.35 });

    const tron = await post(`/api/orders/${orderId}/refund-address`, {
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(tron.status).toBe(400);
    expect(tron.body).toMatchObject({ code: 'refund_address_wrong_chain', chain: 'tron' });
    // One capital changed: the EIP-55 checksum fails.
    const badChecksum = await post(`/api/orders/${orderId}/refund-address`, {
      address: '0xDAC17F958D2ee523a2206206994597C13D831ec7',
    });
    expect(badChecksum.status).toBe(422);
    expect(badChecksum.body.code).toBe('refund_address_invalid');

    // All lower case carries no checksum: taken, and kept checksummed.
    const requested = await post(`/api/orders/${orderId}/refund-address`, {
      address: REFUND_ADDRESS.toLowerCase(),
    });
    expect(requested.status).toBe(200);
    expect(requested.body.payment.refund).toMatchObject({ address: REFUND_ADDRESS });

    const sent = await post(
      `/api/orders/${orderId}/refund-sent`,
      { txid: `0x${'e'.repeat(64)}` },
      admin,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.payment).toMatchObject({
      state: 'paid',
      refund: { state: 'refunded', amount: 3.35, txid: `0x${'e'.repeat(64)}` },
    });
  });
});
