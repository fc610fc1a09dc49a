import { describe, expect, it } from 'vitest';
import { anOldCopy, anOrder, aPayment } from '../../test/order-fixture';
import { normalizeOrder, orderTimeMs } from './normalize-order';

describe('normalizeOrder', () => {
  it('keeps an order as the service answers it', () => {
    const { deliveryAddress: _hidden, paymentTime: _alsoHidden, ...publicView } = anOrder();
    expect(normalizeOrder(publicView)).toEqual({
      ...anOrder(),
      deliveryAddress: '',
      paymentTime: '',
    });
  });

  it('fills missing fields with 0 or an empty string, and no product or quote', () => {
    expect(normalizeOrder({ orderId: 'ORD1', productInfo: { title: 'T' } })).toEqual({
      orderId: 'ORD1',
      product: null,
      quote: null,
      payment: aPayment({
        state: 'awaiting_price',
        address: '',
        network: 'mainnet',
        dueBtc: 0,
        expiresAt: '',
        watched: false,
      }),
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

  it('gives a copy kept from before payments the payment the service derives for it', () => {
    expect(normalizeOrder(anOldCopy())?.payment).toEqual(
      aPayment({
        state: 'awaiting_payment',
        address: 'bc1qold',
        network: 'mainnet',
        dueBtc: 0.5,
        expiresAt: '',
        watched: false,
      }),
    );
    expect(normalizeOrder({ ...anOldCopy(), transactionHash: '0xabc' })?.payment.claim).toBe(
      'unverified',
    );
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

  it('drops unknown values and refuses values without an id', () => {
    expect(normalizeOrder({ orderId: 'X', status: 'paid', selectedPool: 'Slush' })).toMatchObject({
      status: 'pending',
      selectedPool: '',
    });
    const odd = normalizeOrder({
      ...anOrder(),
      payment: { ...aPayment(), flag: 'lost', network: 'signet', transactions: [{ amountBtc: 1 }] },
      quote: { ...anOrder().quote, currency: 'GBP' },
    });
    expect(odd?.payment).toMatchObject({ flag: null, network: 'mainnet', transactions: [] });
    expect(odd?.quote).toBeNull();
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
