import { describe, expect, it } from 'vitest';
import type { CheckoutChoice } from '@minesite/shared/domain';
import { attemptFor } from './purchase-attempt';
import { newRequestId } from './request-id';
import { purchaseErrorMessage } from './purchase-error';
import { DEFAULT_DRAFT, missingFieldMessage, offeredRail, orderTerms } from './purchase-draft';
import { quoteFailure } from './quote-failure';
import { repricedQuote } from './repriced-quote';
import { aQuote } from '../../../test/order-fixture';

const withAddress = { ...DEFAULT_DRAFT, deliveryAddress: '  me@example.com ' };

describe('missingFieldMessage', () => {
  it('asks hash power buyers for the address, the pool and the payment method, in form order', () => {
    expect(missingFieldMessage('hashpower', DEFAULT_DRAFT)).toBe('orders.checkout.missing.address');
    expect(missingFieldMessage('hashpower', { ...withAddress, selectedPool: '' })).toBe(
      'orders.checkout.missing.pool',
    );
    expect(missingFieldMessage('hashpower', { ...withAddress, paymentMethod: '' })).toBe(
      'orders.checkout.missing.paymentMethod',
    );
    expect(missingFieldMessage('hashpower', withAddress)).toBeNull();
  });

  it('defaults to AntPool and manual payment, and ignores a blank address', () => {
    expect(DEFAULT_DRAFT).toMatchObject({ selectedPool: 'AntPool', paymentMethod: 'manual' });
    expect(missingFieldMessage('hashpower', { ...DEFAULT_DRAFT, deliveryAddress: '   ' })).toBe(
      'orders.checkout.missing.address',
    );
  });

  it('asks machine and rental buyers only for their address or contact', () => {
    const noPool = { ...DEFAULT_DRAFT, selectedPool: '', paymentMethod: '' } as const;
    expect(missingFieldMessage('machine', noPool)).toBe('orders.checkout.machine.missing.address');
    expect(missingFieldMessage('rental', noPool)).toBe('orders.checkout.rental.missing.contact');
    expect(missingFieldMessage('machine', { ...noPool, deliveryAddress: 'x' })).toBeNull();
    expect(missingFieldMessage('rental', { ...noPool, deliveryAddress: 'x' })).toBeNull();
  });
});

describe('orderTerms', () => {
  const hashpower: CheckoutChoice = {
    kind: 'hashpower',
    productId: 'cloud-trial-30',
    hashrateTh: 10,
    durationDays: 30,
    powerDays: 30,
  };
  const rental: CheckoutChoice = {
    kind: 'rental',
    productId: 'gpu-4090',
    plan: 'hourly',
    hours: 5,
    region: 'canada',
  };

  it('sends the choice and the trimmed address, with pool and method for hash power only', () => {
    expect(orderTerms(hashpower, { ...withAddress, selectedPool: 'F2Pool' })).toEqual({
      choice: hashpower,
      deliveryAddress: 'me@example.com',
      selectedPool: 'F2Pool',
      paymentMethod: 'manual',
    });
    expect(orderTerms(rental, withAddress)).toEqual({
      choice: rental,
      deliveryAddress: 'me@example.com',
    });
  });
});

describe('offeredRail', () => {
  it('keeps the picked rail while the shop takes it, else pays in BTC', () => {
    expect(offeredRail('usdt-tron', ['btc', 'usdt-tron'])).toBe('usdt-tron');
    expect(offeredRail('usdt-tron', ['btc'])).toBe('btc');
    // Before the first quote answers, the pick stands.
    expect(offeredRail('usdt-ethereum', undefined)).toBe('usdt-ethereum');
  });
});

describe('quoteFailure', () => {
  const answer = (status: number, issues?: { path: string; message: string }[]) => ({
    status,
    data: { error: 'validation_failed', message: 'refused', issues },
  });

  it('names the option the product does not offer', () => {
    expect(
      quoteFailure(answer(422, [{ path: 'choice.hashrateTh', message: 'not offered' }]), 'u'),
    ).toEqual({ kind: 'choiceRefused', field: 'hashrateTh' });
    expect(quoteFailure(answer(400, [{ path: 'choice', message: 'x' }]), 'u')).toEqual({
      kind: 'choiceRefused',
      field: null,
    });
    expect(quoteFailure(answer(400), 'u')).toEqual({ kind: 'choiceRefused', field: null });
  });

  it('blocks buying a product the catalog does not have', () => {
    expect(quoteFailure(answer(404), 'u')).toEqual({ kind: 'productUnavailable' });
    expect(
      quoteFailure(answer(422, [{ path: 'choice.productId', message: 'unknown' }]), 'u'),
    ).toEqual({ kind: 'productUnavailable' });
  });

  it('words other failures as the purchase errors, to retry', () => {
    expect(quoteFailure({ status: 'FETCH_ERROR', error: 'down' }, 'u')).toEqual({
      kind: 'failed',
      message: { id: 'orders.checkout.error.network' },
    });
    expect(quoteFailure(answer(503), 'u')).toEqual({
      kind: 'failed',
      message: { id: 'orders.checkout.error.server', values: { status: 503, message: 'refused' } },
    });
  });
});

describe('purchaseErrorMessage', () => {
  it('maps each failure to its own text', () => {
    expect(
      purchaseErrorMessage({ kind: 'server', status: 409, message: 'taken' }, 'unknown'),
    ).toEqual({ id: 'orders.checkout.error.server', values: { status: 409, message: 'taken' } });
    expect(purchaseErrorMessage({ kind: 'server', status: 502, message: '' }, 'unknown')).toEqual({
      id: 'orders.checkout.error.server',
      values: { status: 502, message: 'unknown' },
    });
    expect(purchaseErrorMessage({ kind: 'network' }, 'u').id).toBe('orders.checkout.error.network');
    expect(purchaseErrorMessage({ kind: 'timeout' }, 'u').id).toBe('orders.checkout.error.network');
    expect(purchaseErrorMessage({ kind: 'empty' }, 'u').id).toBe(
      'orders.checkout.error.emptyResponse',
    );
    expect(purchaseErrorMessage({ kind: 'request', message: 'boom' }, 'u')).toEqual({
      id: 'orders.checkout.error.request',
      values: { message: 'boom' },
    });
    expect(purchaseErrorMessage({ kind: 'request', message: '' }, 'u').id).toBe(
      'orders.checkout.error.default',
    );
  });
});

describe('attemptFor', () => {
  let made = 0;
  const makeKey = () => `key-${++made}`;

  it('reuses the request key and time when the same order is submitted again', () => {
    const first = attemptFor(null, 'k1', 1000, makeKey);
    expect(first).toEqual({
      key: 'k1',
      requestId: 'key-1',
      orderTime: new Date(1000).toISOString(),
    });
    expect(attemptFor(first, 'k1', 5000, makeKey)).toBe(first);
  });

  it('starts a new attempt, with a new key, when anything changed', () => {
    const first = attemptFor(null, 'k1', 1000, makeKey);
    const changed = attemptFor(first, 'k2', 5000, makeKey);
    expect(changed.requestId).not.toBe(first.requestId);
    expect(changed.orderTime).toBe(new Date(5000).toISOString());
  });
});

describe('newRequestId', () => {
  it('is 128 random bits in 22 URL-safe characters, as the service takes them', () => {
    expect(newRequestId(() => new Uint8Array(16).fill(0xfb))).toBe('-_v7-_v7-_v7-_v7-_v7-w');
    const keys = new Set(Array.from({ length: 1000 }, () => newRequestId()));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the money path at checkout', () => {
  it('sends an e-mail only when given, and refuses one that is not an e-mail', () => {
    const choice: CheckoutChoice = { kind: 'machine', productId: 'antminer-s21', quantity: 1 };
    expect(orderTerms(choice, { ...withAddress, email: ' me@example.com ' })).toMatchObject({
      email: 'me@example.com',
    });
    expect(orderTerms(choice, { ...withAddress, email: '  ' })).not.toHaveProperty('email');
    expect(missingFieldMessage('machine', { ...withAddress, email: 'me@' })).toBe(
      'orders.checkout.email.invalid',
    );
    expect(missingFieldMessage('machine', { ...withAddress, email: 'me@example.com' })).toBeNull();
  });

  it('asks the buyer to pay or give up an open order when too many are unpaid', () => {
    const refused = {
      kind: 'server',
      status: 429,
      message: 'Too many open orders',
      code: 'too_many_open_orders',
    } as const;
    expect(purchaseErrorMessage(refused, 'u').id).toBe('orders.checkout.error.tooManyOpenOrders');
  });

  it('reads the fresh quote of an expired one, and nothing from other refusals', () => {
    const quote = aQuote({ quoteId: 'Qfreshfreshfreshfreshfres', total: 130 });
    expect(
      repricedQuote({
        status: 409,
        data: { error: 'x', message: 'x', code: 'quote_expired', quote },
      }),
    ).toEqual(quote);
    expect(repricedQuote({ status: 409, data: { code: 'order_exists', quote } })).toBeNull();
    expect(repricedQuote({ status: 409, data: { code: 'quote_expired' } })).toBeNull();
    expect(repricedQuote({ status: 'FETCH_ERROR', error: 'down' })).toBeNull();
  });
});
