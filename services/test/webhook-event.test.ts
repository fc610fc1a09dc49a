// The webhook body of a notice on each rail: BTC's fields as before, and the rail with its
// token's amounts beside them.
import { webhookEventSchema } from '@minesite/shared/contract';
import { describe, expect, it } from 'vitest';
import type { OrderNoticeEntry } from '../src/modules/orders/order-outbox.js';
import { webhookEvent } from '../src/modules/webhooks/webhook-request.js';

const entry = (fields: Partial<OrderNoticeEntry>): OrderNoticeEntry => ({
  id: 'd1',
  notice: 'payment.partial',
  at: new Date('2030-01-02T03:04:05.000Z'),
  state: 'seen',
  flag: null,
  status: 'pending',
  dueSats: 12_500_000,
  receivedSats: 2_500_000,
  ...fields,
});

const paymentOf = (fields: Partial<OrderNoticeEntry>) =>
  webhookEventSchema.parse(webhookEvent(entry(fields), { orderId: 'ORD1' })).order.payment;

describe('a webhook’s amounts', () => {
  it('on a USDT rail: the rail, USDT with six places, and no BTC', () => {
    expect(paymentOf({ rail: 'usdt-tron' })).toEqual({
      state: 'seen',
      flag: null,
      dueBtc: '0.00000000',
      receivedBtc: '0.00000000',
      rail: 'usdt-tron',
      symbol: 'USDT',
      due: '12.500000',
      received: '2.500000',
    });
    expect(paymentOf({ rail: 'usdt-ethereum' })).toMatchObject({
      rail: 'usdt-ethereum',
      due: '12.500000',
    });
  });

  it('on BTC (and in entries written before rails): BTC’s fields as before, the same beside them', () => {
    for (const payment of [paymentOf({ rail: 'btc' }), paymentOf({})]) {
      expect(payment).toMatchObject({
        dueBtc: '0.12500000',
        receivedBtc: '0.02500000',
        rail: 'btc',
        symbol: 'BTC',
        due: '0.12500000',
        received: '0.02500000',
      });
    }
  });
});
