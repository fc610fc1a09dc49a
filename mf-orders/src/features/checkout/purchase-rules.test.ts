import { describe, expect, it } from 'vitest';
import { attemptFor } from './purchase-attempt';
import { purchaseErrorMessage } from './purchase-error';
import { DEFAULT_DRAFT, missingFieldMessage } from './purchase-validation';

describe('missingFieldMessage', () => {
  it('names each missing field with its own toast, in form order', () => {
    expect(missingFieldMessage(DEFAULT_DRAFT)).toBe('orders.purchase.missing.address');
    const withAddress = { ...DEFAULT_DRAFT, deliveryAddress: 'me@example.com' };
    expect(missingFieldMessage({ ...withAddress, selectedPool: '' })).toBe(
      'orders.purchase.missing.pool',
    );
    expect(missingFieldMessage({ ...withAddress, paymentMethod: '' })).toBe(
      'orders.purchase.missing.paymentMethod',
    );
    expect(missingFieldMessage(withAddress)).toBeNull();
  });

  it('defaults to AntPool and manual payment, and ignores a blank address', () => {
    expect(DEFAULT_DRAFT).toMatchObject({ selectedPool: 'AntPool', paymentMethod: 'manual' });
    expect(missingFieldMessage({ ...DEFAULT_DRAFT, deliveryAddress: '   ' })).toBe(
      'orders.purchase.missing.address',
    );
  });
});

describe('purchaseErrorMessage', () => {
  it('maps each failure to the texts of spec section 8', () => {
    expect(
      purchaseErrorMessage({ kind: 'server', status: 409, message: 'taken' }, 'unknown'),
    ).toEqual({ id: 'orders.purchase.error.server', values: { status: 409, message: 'taken' } });
    expect(purchaseErrorMessage({ kind: 'server', status: 502, message: '' }, 'unknown')).toEqual({
      id: 'orders.purchase.error.server',
      values: { status: 502, message: 'unknown' },
    });
    expect(purchaseErrorMessage({ kind: 'network' }, 'u').id).toBe('orders.purchase.error.network');
    expect(purchaseErrorMessage({ kind: 'timeout' }, 'u').id).toBe('orders.purchase.error.network');
    expect(purchaseErrorMessage({ kind: 'empty' }, 'u').id).toBe(
      'orders.purchase.error.emptyResponse',
    );
    expect(purchaseErrorMessage({ kind: 'request', message: 'boom' }, 'u')).toEqual({
      id: 'orders.purchase.error.request',
      values: { message: 'boom' },
    });
    expect(purchaseErrorMessage({ kind: 'request', message: '' }, 'u').id).toBe(
      'orders.purchase.error.default',
    );
  });
});

describe('attemptFor', () => {
  const makeId = (ms: number) => `ORD${ms}aaaaaa`;

  it('reuses the id and time when the same order is submitted again', () => {
    const first = attemptFor(null, 'k1', 1000, makeId);
    expect(first).toEqual({
      key: 'k1',
      orderId: 'ORD1000aaaaaa',
      orderTime: new Date(1000).toISOString(),
    });
    expect(attemptFor(first, 'k1', 5000, makeId)).toBe(first);
  });

  it('starts a new attempt when anything changed', () => {
    const first = attemptFor(null, 'k1', 1000, makeId);
    expect(attemptFor(first, 'k2', 5000, makeId).orderId).toBe('ORD5000aaaaaa');
  });
});
