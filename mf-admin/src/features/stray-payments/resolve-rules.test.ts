import { describe, expect, it } from 'vitest';
import {
  emptyResolveValues,
  resolveFailure,
  resolveFieldProblem,
  resolveProblem,
  resolveRequest,
  type ResolveValues,
} from './resolve-rules';

const HEX = 'ab'.repeat(32);
const ORDER_ID = 'ORD1700000000000abcdefghijklmnopqrst';
const values = (change: Partial<ResolveValues>): ResolveValues => ({
  ...emptyResolveValues(),
  ...change,
});
/** An RTK Query failure with the service's JSON error. */
const refusal = (status: number, code: string) => ({ status, data: { error: 'no', code } });

describe('the stray payment resolve form', () => {
  it('sends only the chosen resolution’s fields, trimmed, and the note when given', () => {
    const typed = values({ refundTxid: ` ${HEX} `, orderId: ORDER_ID, note: '  ' });
    expect(resolveRequest(typed)).toEqual({ status: 'refunded', refundTxid: HEX });
    expect(resolveRequest({ ...typed, status: 'credited', note: ' sent by mistake ' })).toEqual({
      status: 'credited',
      orderId: ORDER_ID,
      note: 'sent by mistake',
    });
  });

  it('takes a refund txid of the payment’s own chain only', () => {
    const refund = (refundTxid: string) => values({ refundTxid });
    expect(resolveProblem('btc', refund(HEX))).toBeNull();
    expect(resolveProblem('usdt-tron', refund(HEX.toUpperCase()))).toBeNull();
    expect(resolveProblem('usdt-ethereum', refund(`0x${HEX}`))).toBeNull();

    const notOfChain = { id: 'admin.strayPayments.resolve.txidInvalid' };
    expect(resolveProblem('btc', refund(`0x${HEX}`))).toEqual({
      ...notOfChain,
      values: { shape: 'hex' },
    });
    expect(resolveProblem('usdt-ethereum', refund(HEX))).toEqual({
      ...notOfChain,
      values: { shape: 'ethereum' },
    });
    expect(resolveProblem('btc', refund('not a transaction'))).toEqual({
      ...notOfChain,
      values: { shape: 'hex' },
    });
    expect(resolveProblem('btc', refund(' '))).toMatchObject({
      id: 'admin.strayPayments.resolve.txidRequired',
    });
  });

  it('needs an order number to credit, whatever txid was typed before', () => {
    const credit = (orderId: string) => values({ status: 'credited', orderId, refundTxid: 'x' });
    expect(resolveProblem('btc', credit(ORDER_ID))).toBeNull();
    expect(resolveProblem('btc', credit(''))).toEqual({
      id: 'admin.strayPayments.resolve.orderIdRequired',
    });
    expect(resolveProblem('btc', credit('12345'))).toEqual({
      id: 'admin.strayPayments.resolve.orderIdInvalid',
    });
  });

  it('checks each field on its own, and a note up to the contract’s length', () => {
    const long = values({ refundTxid: 'x', note: 'n'.repeat(501) });
    expect(resolveFieldProblem('btc', long, 'note')).toEqual({
      id: 'admin.form.tooLong',
      values: { max: 500 },
    });
    expect(resolveFieldProblem('btc', values({ note: 'n'.repeat(500) }), 'note')).toBeNull();
  });

  it('words the service’s refusals, on the field they concern', () => {
    expect(resolveFailure(refusal(422, 'payment_tx_malformed'), 'usdt-ethereum')).toEqual({
      problem: { id: 'admin.strayPayments.resolve.txidInvalid', values: { shape: 'ethereum' } },
      field: 'refundTxid',
    });
    expect(resolveFailure(refusal(422, 'credited_order_not_found'), 'btc')).toEqual({
      problem: { id: 'admin.strayPayments.error.orderNotFound' },
      field: 'orderId',
    });
    expect(resolveFailure(refusal(409, 'stray_payment_resolved'), 'btc')).toEqual({
      problem: { id: 'admin.strayPayments.error.resolved' },
      closes: true,
    });
    expect(resolveFailure(refusal(404, 'stray_payment_not_found'), 'btc')).toEqual({
      problem: { id: 'admin.strayPayments.error.notFound' },
      closes: true,
    });
    expect(resolveFailure(refusal(429, 'rate_limited'), 'btc').problem.id).toBe(
      'common.error.tooManyRequests',
    );
    expect(resolveFailure({ status: 'FETCH_ERROR', error: 'offline' }, 'btc')).toEqual({
      problem: { id: 'admin.strayPayments.error.resolve' },
    });
  });
});
