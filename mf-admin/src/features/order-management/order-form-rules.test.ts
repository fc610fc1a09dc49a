import { describe, expect, it } from 'vitest';
import { aPayment, anOrder, anOrderAwaitingPrice } from '../../../test/order-fixture';
import {
  acceptedAgainstDue,
  confirmPaymentProblem,
  confirmPaymentRequest,
  initialConfirmation,
} from './confirm-payment-rules';
import {
  orderActions,
  orderFormValues,
  orderToSave,
  statusAfterSubmit,
  totalAmountProblem,
} from './order-form-rules';

describe('the admin order form', () => {
  it('starts with an empty amount for an order awaiting a price', () => {
    expect(orderFormValues(anOrderAwaitingPrice())).toEqual({ totalAmount: '', qrcode: '' });
  });

  it('wants the total amount in BTC: 请输入总额, a number, more than 0', () => {
    expect(totalAmountProblem(' ')).toBe('admin.orders.form.totalAmount.required');
    expect(totalAmountProblem('abc')).toBe('admin.orders.form.notNumber');
    expect(totalAmountProblem('-1')).toBe('admin.orders.form.notNumber');
    expect(totalAmountProblem('0')).toBe('admin.orders.form.totalAmount.positive');
    expect(totalAmountProblem('0.0125')).toBeNull();
  });

  it('lets the operator price only an order awaiting a price', () => {
    expect(orderActions(anOrderAwaitingPrice()).price).toBe(true);
    expect(orderActions(anOrder()).price).toBe(false);
  });

  it('sends the amount of an order awaiting a price, with no status', () => {
    const order = anOrderAwaitingPrice();
    const body = orderToSave(order, { totalAmount: ' 0.02 ', qrcode: '/api/uploads/qr.png' });
    expect(body).toMatchObject({
      orderId: order.orderId,
      totalAmount: 0.02,
      qrcode: '/api/uploads/qr.png',
      sellerAddress: order.sellerAddress,
    });
    expect(body).not.toHaveProperty('status');
  });

  it('never sends another amount once the order is quoted', () => {
    const order = anOrder();
    expect(orderToSave(order, { totalAmount: '5', qrcode: '' }).totalAmount).toBe(
      order.totalAmount,
    );
  });

  it('sends only what the operator body takes (no quote, payment or history)', () => {
    const body = orderToSave(anOrder(), { totalAmount: '', qrcode: '' });
    for (const field of ['product', 'quote', 'payment', 'history', 'derivationIndex', 'status']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('offers to confirm a payment wherever something is due and unpaid, review included', () => {
    for (const state of ['awaiting_payment', 'seen', 'review', 'expired'] as const) {
      expect(orderActions(anOrder({ payment: aPayment({ state }) })).confirmPayment, state).toBe(
        true,
      );
    }
    for (const state of ['awaiting_price', 'paid', 'refunding', 'refunded'] as const) {
      expect(orderActions(anOrder({ payment: aPayment({ state }) })).confirmPayment, state).toBe(
        false,
      );
    }
  });

  it('moves the status on only once paid: submit sets processing, then completed', () => {
    const unpaid = anOrder();
    expect(statusAfterSubmit(unpaid)).toBeUndefined();
    expect(orderActions(unpaid)).toMatchObject({ startProcessing: false, markCompleted: false });

    const paid = anOrder({ payment: aPayment({ state: 'paid', receivedBtc: 0.0125 }) });
    expect(statusAfterSubmit(paid)).toBe('processing');
    expect(orderToSave(paid, { totalAmount: '', qrcode: '' }, 'processing').status).toBe(
      'processing',
    );

    const processing = { ...paid, status: 'processing' as const };
    expect(statusAfterSubmit(processing)).toBeUndefined();
    expect(orderActions(processing).markCompleted).toBe(true);
    expect(orderActions({ ...paid, status: 'completed' }).markCompleted).toBe(false);
  });
});

describe('confirming a payment', () => {
  it('sends only what the operator gave, the amount in the rail’s token', () => {
    expect(confirmPaymentRequest({ txid: ' ', received: '', note: '' })).toEqual({});
    expect(
      confirmPaymentRequest({ txid: ' abc ', received: '0.01', note: ' seen in wallet ' }),
    ).toEqual({ txid: 'abc', receivedBtc: 0.01, note: 'seen in wallet' });
    expect(confirmPaymentRequest({ txid: '', received: '12.5', note: '' }, 'usdt-tron')).toEqual({
      received: 12.5,
    });
  });

  it('starts from and compares with the USDT amounts on a USDT rail', () => {
    const token = {
      symbol: 'USDT' as const,
      chain: 'tron' as const,
      contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      chainId: null,
      due: 12.5,
      received: 10,
      remaining: 2.5,
    };
    const usdt = aPayment({ rail: 'usdt-tron', dueBtc: 0, receivedBtc: 0, token });
    expect(initialConfirmation(usdt).received).toBe('10.000000');
    expect(acceptedAgainstDue({ received: '' }, usdt)).toBe('short');
    expect(acceptedAgainstDue({ received: '12.5' }, usdt)).toBe('exact');
    expect(confirmPaymentProblem({ txid: '', received: ' ', note: '' }, usdt)).toBeNull();
  });

  const received = aPayment({ receivedBtc: 0.015 });
  const nothing = aPayment({ receivedBtc: 0 });

  it('starts from what the chain shows received, or empty when it shows nothing', () => {
    expect(initialConfirmation(received)).toEqual({ txid: '', received: '0.015', note: '' });
    expect(initialConfirmation(nothing).received).toBe('');
  });

  it('wants the amount when nothing was received on the chain: never an invented one', () => {
    const empty = { txid: '', received: ' ', note: '' };
    expect(confirmPaymentProblem(empty, nothing)).toEqual({
      id: 'admin.orders.confirmPayment.amountRequired',
    });
    expect(confirmPaymentProblem(empty, received)).toBeNull();
    expect(confirmPaymentProblem({ ...empty, received: '0.01' }, nothing)).toBeNull();
  });

  it('wants a number of BTC when a received amount is given', () => {
    expect(confirmPaymentProblem({ txid: '', received: 'lots', note: '' }, received)).toEqual({
      id: 'admin.orders.form.notNumber',
    });
    expect(confirmPaymentProblem({ txid: '', received: '-0.1', note: '' }, received)).toEqual({
      id: 'admin.orders.form.notNumber',
    });
  });

  it('holds the transaction and the note to the contract’s lengths', () => {
    expect(
      confirmPaymentProblem({ txid: 'a'.repeat(201), received: '', note: '' }, received),
    ).toEqual({ id: 'admin.form.tooLong', values: { max: 200 } });
  });

  it('says how the accepted amount compares with what is due', () => {
    const due = aPayment({ dueBtc: 0.0125, receivedBtc: 0.015 });
    expect(acceptedAgainstDue({ received: '' }, due)).toBe('over');
    expect(acceptedAgainstDue({ received: '0.0125' }, due)).toBe('exact');
    expect(acceptedAgainstDue({ received: '0.01' }, due)).toBe('short');
    expect(acceptedAgainstDue({ received: 'x' }, due)).toBeNull();
  });
});
