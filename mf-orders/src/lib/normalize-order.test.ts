import { describe, expect, it } from 'vitest';
import { anOrder } from '../../test/order-fixture';
import { normalizeOrder, orderTimeMs, withLocalPaymentMark } from './normalize-order';

describe('normalizeOrder', () => {
  it('fills missing fields with 0 or an empty string', () => {
    expect(normalizeOrder({ orderId: 'ORD1', productInfo: { title: 'T' } })).toEqual({
      orderId: 'ORD1',
      productInfo: { title: 'T', hashrate: '', period: '', powerDays: '' },
      deliveryAddress: '',
      selectedPool: '',
      paymentMethod: '',
      orderTime: '',
      status: 'pending',
      totalAmount: 0,
      unitPrice: 0,
      quantity: 0,
      sellerAddress: '',
      qrcode: '',
      transactionHash: '',
      buyerEmail: '',
      paymentTime: '',
    });
  });

  it('keeps known values, reads numeric texts and falls back to createdAt for the time', () => {
    const order = normalizeOrder({
      orderId: 'ORD2',
      status: 'completed',
      selectedPool: 'F2Pool',
      paymentMethod: 'fufu',
      totalAmount: '0.5',
      createdAt: '2025-02-01T00:00:00.000Z',
      productInfo: { title: 'P', hashrate: 50, electricityFee: 4.33 },
    });
    expect(order).toMatchObject({
      status: 'completed',
      selectedPool: 'F2Pool',
      paymentMethod: 'fufu',
      totalAmount: 0.5,
      orderTime: '2025-02-01T00:00:00.000Z',
      productInfo: { hashrate: '50', electricityFee: 4.33 },
    });
  });

  it('drops unknown statuses, pools and methods and refuses values without an id', () => {
    expect(normalizeOrder({ orderId: 'X', status: 'paid', selectedPool: 'Slush' })).toMatchObject({
      status: 'pending',
      selectedPool: '',
    });
    expect(normalizeOrder({ status: 'pending' })).toBeNull();
    expect(normalizeOrder(null)).toBeNull();
    expect(normalizeOrder('')).toBeNull();
  });
});

describe('orderTimeMs', () => {
  it('reads orderTime, else createdAt, else 0', () => {
    expect(orderTimeMs({ orderTime: '2025-01-01T00:00:00.000Z' })).toBe(1_735_689_600_000);
    expect(orderTimeMs({ orderTime: '', createdAt: '2025-01-01T00:00:00.000Z' })).toBe(
      1_735_689_600_000,
    );
    expect(orderTimeMs({ orderTime: 'soon' })).toBe(0);
  });
});

describe('withLocalPaymentMark', () => {
  const paidHere = anOrder({ status: 'completed', transactionHash: '0xabc', buyerEmail: 'a@b.c' });

  it("shows this browser's completed mark over the service's pending status", () => {
    const server = anOrder({ transactionHash: '0xabc', buyerEmail: 'a@b.c' });
    expect(withLocalPaymentMark(server, paidHere).status).toBe('completed');
  });

  it('keeps the service copy when there is no local payment or the service is ahead', () => {
    const server = anOrder();
    expect(withLocalPaymentMark(server, null)).toBe(server);
    expect(withLocalPaymentMark(server, anOrder({ status: 'completed' }))).toBe(server);
    const done = anOrder({ status: 'completed', transactionHash: '0xabc' });
    expect(withLocalPaymentMark(done, paidHere)).toBe(done);
    const other = anOrder({ orderId: 'ORD-other' });
    expect(withLocalPaymentMark(other, paidHere)).toBe(other);
  });
});
