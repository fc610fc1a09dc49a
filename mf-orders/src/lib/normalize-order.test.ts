import { describe, expect, it } from 'vitest';
import {
  anOldCopy,
  anOrder,
  aPayment,
  aQuote,
  aRefund,
  aTransaction,
} from '../../test/order-fixture';
import { normalizeOrder } from './normalize-order';

describe('normalizeOrder', () => {
  it('keeps a copy saved as the service answered it (the public view)', () => {
    const { deliveryAddress: _hidden, paymentTime: _alsoHidden, ...publicView } = anOrder();
    expect(normalizeOrder(publicView)).toEqual(publicView);
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
        monitorUntil: '',
        watched: false,
      }),
      productInfo: { title: 'T', hashrate: '', period: '', powerDays: '' },
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
        monitorUntil: '',
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

describe('normalizeOrder and the money path', () => {
  it('keeps the remainder, the monitoring, settling, the reason and the refund', () => {
    const payment = aPayment({
      state: 'refunding',
      receivedBtc: 0.001,
      remainingBtc: 0.00096154,
      settled: true,
      invalidReason: 'Sanctioned address',
      refund: aRefund({ state: 'requested', address: 'bcrt1qrefund', basis: 'today' }),
      transactions: [
        aTransaction({ late: true, blockTime: '2025-01-01T02:00:00.000Z', confirmations: 3 }),
        aTransaction({ txid: 'e'.repeat(64), droppedAt: '2025-01-01T03:00:00.000Z' }),
      ],
    });
    expect(normalizeOrder(anOrder({ payment }))?.payment).toEqual(payment);
  });

  it("works out an older copy's remainder as due less received, in whole satoshis", () => {
    const { remainingBtc: _none, ...old } = aPayment({ dueBtc: 0.3, receivedBtc: 0.1 });
    expect(normalizeOrder(anOrder({ payment: old as never }))?.payment.remainingBtc).toBe(0.2);
    const { remainingBtc: _over, ...over } = aPayment({ dueBtc: 0.1, receivedBtc: 0.2 });
    expect(normalizeOrder(anOrder({ payment: over as never }))?.payment.remainingBtc).toBe(0);
  });

  it('drops a refund it cannot read and reads odd transaction flags as false', () => {
    const odd = normalizeOrder({
      ...anOrder(),
      payment: {
        ...aPayment(),
        refund: { ...aRefund(), state: 'lost' },
        transactions: [{ ...aTransaction(), late: 'yes', droppedAt: null, blockTime: 5 }],
      },
    });
    expect(odd?.payment.refund).toBeNull();
    expect(odd?.payment.transactions[0]).toMatchObject({
      late: false,
      droppedAt: '',
      blockTime: '5',
    });
  });

  it("keeps the quote's id and expiry, and reads a quote from before held quotes with none", () => {
    expect(normalizeOrder(anOrder())?.quote).toMatchObject({
      quoteId: aQuote().quoteId,
      expiresAt: aQuote().expiresAt,
    });
    const { quoteId: _id, expiresAt: _at, ...old } = aQuote();
    expect(normalizeOrder({ ...anOrder(), quote: old })?.quote).toMatchObject({
      quoteId: '',
      expiresAt: '',
    });
  });
});
