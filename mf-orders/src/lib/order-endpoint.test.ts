import { afterEach, describe, expect, it } from 'vitest';
import type { BoundSiteBaseQuery } from '@minesite/shared/api';
import { readCachedOrder, writeCachedOrder } from '@minesite/shared/storage';
import { anOrder, aPayment } from '../../test/order-fixture';
import { fetchOrder } from './order-endpoint';

const ID = 'ORD1735689600000abc123';

/** A base query that answers every call with `reply` and records what was asked. */
function answering(reply: Awaited<ReturnType<BoundSiteBaseQuery>>) {
  const asked: unknown[] = [];
  const baseQuery: BoundSiteBaseQuery = (arg) => {
    asked.push(arg);
    return Promise.resolve(reply);
  };
  return { baseQuery, asked };
}

afterEach(() => localStorage.clear());

describe('fetchOrder', () => {
  it('asks for the order by its id and saves the reply, as the contract types it, as the local copy', async () => {
    const {
      deliveryAddress: _hidden,
      paymentTime: _alsoHidden,
      ...publicView
    } = anOrder({
      orderId: ID,
    });
    const { baseQuery, asked } = answering({ data: publicView });
    const reply = await fetchOrder(baseQuery, ID);
    expect(asked).toEqual([{ url: `/api/orders/${ID}`, method: 'GET' }]);
    expect(reply.data).toEqual(publicView);
    expect(readCachedOrder(ID)).toEqual(publicView);
  });

  it("shows the service's payment state, not a completed mark this browser once kept", async () => {
    writeCachedOrder(anOrder({ orderId: ID, status: 'completed', transactionHash: '0xabc' }));
    const service = anOrder({
      orderId: ID,
      transactionHash: '0xabc',
      payment: aPayment({ state: 'seen', claim: 'unverified' }),
    });
    const reply = await fetchOrder(answering({ data: service }).baseQuery, ID);
    expect(reply.data).toMatchObject({ status: 'pending', payment: { state: 'seen' } });
    expect(readCachedOrder(ID)?.status).toBe('pending');
  });

  it('passes the service error on and keeps the local copy as it was', async () => {
    const saved = anOrder({ orderId: ID, quantity: 3 });
    writeCachedOrder(saved);
    const { baseQuery } = answering({ error: { status: 404, data: { error: 'gone' } } });
    expect(await fetchOrder(baseQuery, ID)).toEqual({
      error: { status: 404, data: { error: 'gone' } },
    });
    expect(readCachedOrder(ID)).toEqual(saved);
  });

  it('turns a reply without an order into the empty-response error and saves nothing', async () => {
    const { baseQuery } = answering({ data: '', meta: { response: { status: 200 } } });
    const reply = await fetchOrder(baseQuery, ID);
    expect(reply.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    expect(readCachedOrder(ID)).toBeNull();
  });
});
