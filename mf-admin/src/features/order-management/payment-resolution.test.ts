import { describe, expect, it } from 'vitest';
import type { Payment, PaymentFlag } from '@minesite/shared/domain';
import {
  aPayment,
  aRefund,
  aTransaction,
  anOrder,
  anOrderAwaitingPrice,
} from '../../../test/order-fixture';
import { formHint, orderActions } from './order-form-rules';
import {
  excessBtc,
  needsOperator,
  paymentActions,
  paymentAlerts,
  refundBases,
  refundParts,
} from './payment-resolution';
import {
  invalidReasonProblem,
  refundOfferRequest,
  refundSentProblem,
  refundSentRequest,
} from './resolution-forms';

const withPayment = (payment: Partial<Payment>) =>
  anOrder({ payment: aPayment({ dueBtc: 0.0125, ...payment }) });
/** 0.0125 due, with one transaction of `receivedBtc` seen. */
const received = (receivedBtc: number, payment: Partial<Payment> = {}) =>
  withPayment({
    receivedBtc,
    transactions: [aTransaction({ amountBtc: receivedBtc })],
    ...payment,
  });

describe('what the operator may do about a payment', () => {
  it('offers accept, mark invalid and a refund on an order in review, whatever the flag', () => {
    for (const flag of ['late', 'underpaid', 'reversed'] as PaymentFlag[]) {
      expect(paymentActions(received(0.01, { state: 'review', flag })), flag).toMatchObject({
        accept: true,
        markInvalid: true,
        refundParts: ['all'],
        refundSent: false,
        delete: false,
      });
    }
  });

  it('offers the excess or everything on an overpaid order, the excess first', () => {
    const over = received(0.015, { state: 'review', flag: 'overpaid' });
    expect(excessBtc(over.payment)).toBe(0.0025);
    expect(paymentActions(over).refundParts).toEqual(['excess', 'all']);
  });

  it('treats a seen payment and an expired one with money as the operator’s to resolve', () => {
    expect(paymentActions(received(0.005, { state: 'seen' }))).toMatchObject({
      accept: true,
      markInvalid: true,
      refundParts: ['all'],
    });
    expect(paymentActions(received(0.005, { state: 'expired' }))).toMatchObject({
      accept: true,
      markInvalid: true,
      refundParts: ['all'],
    });
    // Only the buyer's word (a claim): invalid can be said, but there is nothing to refund.
    const claimed = anOrder({
      payment: aPayment({ state: 'expired', claim: 'unverified' }),
      transactionHash: 'cd'.repeat(32),
    });
    expect(paymentActions(claimed)).toMatchObject({ markInvalid: true, refundParts: [] });
  });

  it('keeps an expired order with nothing received out of the exceptions (accept stays)', () => {
    expect(paymentActions(withPayment({ state: 'expired' }))).toMatchObject({
      accept: true,
      markInvalid: false,
      refundParts: [],
      delete: false,
    });
  });

  it('lets an invalid order be accepted after all or refunded in full, not marked again', () => {
    const invalid = received(0.015, { state: 'invalid', invalidReason: 'sanctioned region' });
    expect(paymentActions(invalid)).toMatchObject({
      accept: true,
      markInvalid: false,
      refundParts: ['all'],
    });
  });

  it('offers nothing but the refund’s own step while a refund is under way', () => {
    const offered = received(0.015, {
      state: 'refunding',
      refund: aRefund({ state: 'offered' }),
    });
    expect(paymentActions(offered)).toMatchObject({
      accept: false,
      markInvalid: false,
      refundParts: [],
      refundSent: false,
    });
    expect(formHint(offered)).toBe('admin.orders.form.hint.refundOffered');

    const requested = received(0.015, {
      state: 'refunding',
      refund: aRefund({ state: 'requested', address: 'bcrt1qbuyer' }),
    });
    expect(paymentActions(requested)).toMatchObject({ accept: false, refundSent: true });
    expect(orderActions(requested).confirmPayment).toBe(false);
    expect(formHint(requested)).toBe('admin.orders.form.hint.refundRequested');

    const refunded = received(0.015, {
      state: 'refunded',
      refund: aRefund({ state: 'refunded', txid: 'ef'.repeat(32) }),
    });
    expect(paymentActions(refunded)).toEqual({
      accept: false,
      markInvalid: false,
      refundParts: [],
      refundSent: false,
      delete: false,
    });
    expect(formHint(refunded)).toBeNull();
  });

  it('offers no resolution on a paid order (it moves on instead)', () => {
    const paid = received(0.0125, { state: 'paid', settled: true });
    expect(paymentActions(paid)).toMatchObject({
      accept: false,
      markInvalid: false,
      refundParts: [],
    });
    expect(formHint(paid)).toBe('admin.orders.form.hint.startProcessing');
  });

  it('still refunds the excess of an overpaid order accepted as paid, while pending', () => {
    const accepted = received(0.015, { state: 'paid' });
    expect(paymentActions(accepted).refundParts).toEqual(['excess', 'all']);
    expect(paymentActions({ ...accepted, status: 'processing' }).refundParts).toEqual([]);
  });

  it('resolves nothing once the order has moved on', () => {
    const moved = { ...received(0.01, { state: 'review', flag: 'late' }), status: 'processing' };
    expect(paymentActions(moved as ReturnType<typeof anOrder>)).toEqual({
      accept: false,
      markInvalid: false,
      refundParts: [],
      refundSent: false,
      delete: false,
    });
  });

  it('offers today’s rate only for an order quoted at a rate of its own', () => {
    expect(refundBases(anOrder())).toEqual(['order', 'today']);
    expect(refundBases(anOrderAwaitingPrice())).toEqual(['order']);
  });

  it('says the order waits for a decision', () => {
    expect(formHint(received(0.01, { state: 'review', flag: 'late' }))).toBe(
      'admin.orders.form.hint.resolve',
    );
    expect(formHint(anOrder())).toBe('admin.orders.form.hint.unpaid');
    expect(formHint(anOrderAwaitingPrice())).toBe('admin.orders.form.hint.price');
  });

  it('offers delete only where the service allows it: no payment evidence, no operator act', () => {
    expect(paymentActions(anOrder()).delete).toBe(true);
    expect(paymentActions(anOrderAwaitingPrice()).delete).toBe(true);
    expect(paymentActions(received(0.001, { state: 'seen' })).delete).toBe(false);
    expect(paymentActions(anOrder({ transactionHash: 'cd'.repeat(32) })).delete).toBe(false);
    expect(paymentActions(withPayment({ claim: 'unverified' })).delete).toBe(false);
    expect(paymentActions(withPayment({ state: 'expired' })).delete).toBe(false);
    expect(paymentActions(withPayment({ state: 'paid' })).delete).toBe(false);
    const priced = anOrder({
      history: [{ at: '2025-03-01T10:00:00.000Z', event: 'priced', by: 'operator', detail: '' }],
    });
    expect(paymentActions(priced).delete).toBe(false);
  });
});

describe('warnings over the payment', () => {
  it('calls a reversal urgent, first, and marks late and dropped transactions', () => {
    const order = withPayment({
      state: 'review',
      flag: 'reversed',
      transactions: [
        aTransaction({ droppedAt: '2025-03-01T12:00:00.000Z' }),
        aTransaction({ txid: 'cd'.repeat(32), late: true }),
      ],
    });
    expect(paymentAlerts(order)).toEqual([
      'urgent-reversed',
      'dropped-transaction',
      'late-transaction',
    ]);
    expect(paymentAlerts(anOrder())).toEqual([]);
  });

  it('singles out in the list an order in review, and a reversal in any state', () => {
    expect(needsOperator(withPayment({ state: 'review', flag: 'late' }))).toBe(true);
    expect(
      needsOperator({ ...withPayment({ state: 'paid', flag: 'reversed' }), status: 'processing' }),
    ).toBe(true);
    expect(needsOperator(withPayment({ state: 'paid' }))).toBe(false);
  });
});

describe('the exception forms', () => {
  it('wants a reason before marking an order invalid', () => {
    expect(invalidReasonProblem('  ')).toEqual({ id: 'admin.orders.invalid.reasonRequired' });
    expect(invalidReasonProblem('paid from a sanctioned exchange')).toBeNull();
    expect(invalidReasonProblem('x'.repeat(501))).toEqual({
      id: 'admin.form.tooLong',
      values: { max: 500 },
    });
  });

  it('sends the refund’s part and basis, and a note only when given', () => {
    expect(refundOfferRequest({ part: 'excess', basis: 'order', note: ' ' })).toEqual({
      part: 'excess',
      basis: 'order',
    });
    expect(refundOfferRequest({ part: 'all', basis: 'today', note: ' late ' })).toEqual({
      part: 'all',
      basis: 'today',
      note: 'late',
    });
  });

  it('wants the refund’s transaction id: 64 hex digits', () => {
    expect(refundSentProblem({ txid: '', note: '' })).toEqual({
      id: 'admin.orders.refundSent.txidRequired',
    });
    expect(refundSentProblem({ txid: 'abc', note: '' })).toEqual({
      id: 'admin.orders.refundSent.txidInvalid',
    });
    expect(refundSentProblem({ txid: ` ${'Ab'.repeat(32)} `, note: '' })).toBeNull();
    expect(refundSentRequest({ txid: ` ${'ab'.repeat(32)} `, note: '' })).toEqual({
      txid: 'ab'.repeat(32),
    });
  });

  it('refunds nothing when nothing was received', () => {
    expect(refundParts(withPayment({ state: 'review', flag: 'underpaid' }))).toEqual([]);
  });
});
