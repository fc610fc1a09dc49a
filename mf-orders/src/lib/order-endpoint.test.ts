import { afterEach, describe, expect, it } from 'vitest';
import { readCachedOrder, writeCachedOrder } from '@minesite/shared/storage';
import { anOrder } from '../../test/order-fixture';
import { fetchOrder, orderPath, type OrdersBaseQuery } from './order-endpoint';

const ID = 'ORD1735689600000abc123';

/** A base query that answers every call with `reply` and records what was asked. */
function answering(reply: Awaited<ReturnType<OrdersBaseQuery>>) {
  const asked: unknown[] = [];
  const baseQuery: OrdersBaseQuery = (arg) => {
    asked.push(arg);
    return Promise.resolve(reply);
  };
  return { baseQuery, asked };
}

afterEach(() => localStorage.clear());

describe('fetchOrder', () => {
  it('asks for the order by its id and saves the normalized reply as the local copy', async () => {
    const { baseQuery, asked } = answering({
      data: { orderId: ID, totalAmount: '0.5', productInfo: { title: 'P' } },
    });
    const reply = await fetchOrder(baseQuery, ID);
    expect(asked).toEqual([orderPath(ID)]);
    expect(reply.data).toMatchObject({ orderId: ID, totalAmount: 0.5, status: 'pending' });
    expect(reply.data?.productInfo).toEqual({
      title: 'P',
      hashrate: '',
      period: '',
      powerDays: '',
    });
    expect(readCachedOrder(ID)).toEqual(reply.data);
  });

  it("keeps this browser's payment mark over the service's pending status", async () => {
    writeCachedOrder(anOrder({ orderId: ID, status: 'completed', transactionHash: '0xabc' }));
    const { baseQuery } = answering({ data: anOrder({ orderId: ID, status: 'pending' }) });
    const reply = await fetchOrder(baseQuery, ID);
    expect(reply.data).toMatchObject({ status: 'completed', transactionHash: '0xabc' });
    expect(readCachedOrder(ID)?.status).toBe('completed');
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
