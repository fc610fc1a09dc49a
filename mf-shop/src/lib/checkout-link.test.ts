import { describe, expect, it } from 'vitest';
import { minerFixture } from '../../test/miner-fixture';
import { CHECKOUT_PATH, machineCheckoutPath } from './checkout-link';

const miner = minerFixture();

describe('machineCheckoutPath', () => {
  it('sends the machine to the orders checkout as the productInfo it reads', () => {
    const url = new URL(machineCheckoutPath(miner, '蚂蚁矿机 S19 XP 141T'), 'http://site');
    expect(url.pathname).toBe(CHECKOUT_PATH);
    expect(JSON.parse(url.searchParams.get('productInfo')!)).toEqual({
      kind: 'machine',
      productId: '1',
      title: '蚂蚁矿机 S19 XP 141T',
      hashrate: '141',
      unitPrice: 16800,
      currency: 'CNY',
    });
  });
});
