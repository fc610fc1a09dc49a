// The operator's changes of an order, as pure rules: the admin form's save, and the resolution
// of an exception, BTCPay-style: accept (paid, with what was actually received), mark invalid
// (with a reason the buyer sees), offer a refund (the excess, or everything), record the
// refund sent. Each returns the write it plans, or throws the refusal; the service applies it
// safely against concurrent changes (service.ts).
import type {
  AdminOrderInput,
  ConfirmPaymentInput,
  InvalidOrderInput,
  PaymentState,
  RefundOfferInput,
  RefundSentInput,
} from '@minesite/shared/contract';
import { ConflictError, UnprocessableEntityError } from '../../http/errors.js';
import { btcText, paymentChange, paymentOf, toBtc, toSats } from './order-payment.js';
import { canMoveStatus } from './order-status.js';
import type { OrderDocument, OrderHistoryDocument, PaymentDocument } from './repository.js';
import type { PlannedChange } from './order-writes.js';

/** The timing a newly priced order is watched by. */
export interface PricingTimes {
  lifetimeMs: number;
  monitoringMs: number;
}

export function operatorSave(
  order: OrderDocument,
  input: AdminOrderInput,
  now: Date,
  times: () => PricingTimes,
): PlannedChange {
  const payment = paymentOf(order);
  const fields: Record<string, unknown> = { qrcode: input.qrcode };
  const history: OrderHistoryDocument[] = [];
  let state = payment.state;
  if (state === 'awaiting_price' && input.totalAmount > 0) {
    const dueSats = toSats(input.totalAmount);
    const { lifetimeMs, monitoringMs } = times();
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    state = 'awaiting_payment';
    Object.assign(
      fields,
      { totalAmount: toBtc(dueSats) },
      paymentChange(order, {
        state,
        dueSats,
        expiresAt,
        monitorUntil: new Date(expiresAt.getTime() + monitoringMs),
        // Payable now: the watcher looks at it first, then at every poll.
        nextCheckAt: null,
      }),
    );
    history.push({ at: now, event: 'priced', by: 'operator', detail: btcText(dueSats) });
  }
  const target =
    input.status ?? (state === 'paid' && order.status === 'pending' ? 'processing' : order.status);
  if (target !== order.status) {
    if (state !== 'paid') throw paymentNotSettled(order.orderId, state);
    if (target === 'pending' || !canMoveStatus(order.status, target)) {
      throw invalidTransition(order.orderId, order.status, target);
    }
    fields.status = target;
    history.push({ at: now, event: target, by: 'operator', detail: '' });
  }
  return { fields, history };
}

/** Sats the live (not dropped) transactions pay. */
export function liveSats(payment: PaymentDocument): number {
  return payment.transactions
    .filter((tx) => !tx.droppedAt)
    .reduce((sum, tx) => sum + tx.amountSats, 0);
}

/**
 * Accept: the payment becomes paid with what was received: the operator's stated amount, else
 * what the chain shows (with the named transaction's amount to this address, `txAmountSats`,
 * when the service could look it up). Never an invented amount: nothing known is a 422.
 */
export function acceptedPayment(
  order: OrderDocument,
  input: ConfirmPaymentInput,
  now: Date,
  txAmountSats: number | null,
): PlannedChange {
  const payment = paymentOf(order);
  if (payment.state === 'paid') {
    throw new ConflictError(`The payment of order ${order.orderId} is already paid`, {
      code: 'payment_already_paid',
    });
  }
  assertResolvable(order, payment, [...UNSETTLED_STATES, 'invalid']);
  const listed = payment.transactions.some((tx) => tx.txid === input.txid);
  const added =
    input.txid && !listed
      ? {
          txid: input.txid,
          amountSats:
            txAmountSats ??
            (input.receivedBtc !== undefined
              ? Math.max(0, toSats(input.receivedBtc) - liveSats(payment))
              : 0),
          confirmations: 0,
          seenAt: now,
          blockTime: null,
          late: false,
          droppedAt: null,
          source: 'operator' as const,
        }
      : null;
  const transactions = added ? [...payment.transactions, added] : payment.transactions;
  const receivedSats =
    input.receivedBtc !== undefined
      ? toSats(input.receivedBtc)
      : liveSats({ ...payment, transactions });
  if (receivedSats === 0) {
    throw new UnprocessableEntityError(
      'Nothing was received on the chain for this order: give the amount received (receivedBtc)',
      { code: 'received_amount_unknown' },
    );
  }
  const detail = [
    btcText(receivedSats),
    input.txid ? `in ${input.txid.slice(0, 16)}` : '',
    input.note ? `(${input.note})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    fields: paymentChange(order, {
      state: 'paid',
      flag: null,
      receivedSats,
      paidAt: now,
      transactions,
    }),
    history: [{ at: now, event: 'payment_confirmed', by: 'operator', detail }],
  };
}

export function invalidChange(
  order: OrderDocument,
  input: InvalidOrderInput,
  now: Date,
): PlannedChange {
  const payment = paymentOf(order);
  assertResolvable(order, payment, [...UNSETTLED_STATES, 'paid']);
  return {
    fields: paymentChange(order, { state: 'invalid', flag: null, invalidReason: input.reason }),
    history: [{ at: now, event: 'invalid', by: 'operator', detail: input.reason }],
  };
}

/** Today's rate in the quote's currency, when the offer is at today's rate. */
export type TodayRate = { price: number; at: Date } | null;

/**
 * Offers a refund: the part paid over the amount due (the order is accepted as paid), or
 * everything received (the order is refunding). At the order's rate the BTC received goes
 * back; at today's, its value in the quote's currency converted at today's rate.
 */
export function refundOffer(
  order: OrderDocument,
  input: RefundOfferInput,
  now: Date,
  today: TodayRate,
): PlannedChange {
  const payment = paymentOf(order);
  if (payment.refund && payment.refund.state !== 'offered') {
    throw new ConflictError(
      `A refund of order ${order.orderId} is already ${payment.refund.state}`,
      {
        code: 'refund_in_progress',
      },
    );
  }
  const received = liveSats(payment);
  const excess = input.part === 'excess';
  assertResolvable(
    order,
    payment,
    excess ? ['review', 'paid'] : ['review', 'expired', 'invalid', 'seen', 'paid'],
  );
  const sats = excess ? received - payment.dueSats : received;
  if (sats <= 0) {
    throw new ConflictError(`Order ${order.orderId} has nothing to refund (${input.part})`, {
      code: 'nothing_to_refund',
    });
  }
  let amountSats = sats;
  if (input.basis === 'today') {
    const orderRate = order.quote?.btcRate?.price;
    if (!orderRate || !today) {
      throw new ConflictError(
        orderRate
          ? "Today's BTC rate is not available: refund at the order's rate, or try later"
          : "The order has no BTC rate of its own (the operator priced it): refund at the order's rate",
        { code: 'refund_rate_unknown' },
      );
    }
    amountSats = Math.round((sats * orderRate) / today.price);
  }
  const refund = {
    state: 'offered' as const,
    part: input.part,
    basis: input.basis,
    amountSats,
    rate: input.basis === 'today' ? today : null,
    address: '',
    txid: '',
    offeredAt: now,
    requestedAt: null,
    refundedAt: null,
  };
  const state: PaymentState = excess ? 'paid' : 'refunding';
  const detail = `${btcText(amountSats)}, ${input.part}, at the ${input.basis === 'today' ? "day's" : "order's"} rate${input.note ? ` (${input.note})` : ''}`;
  return {
    fields: paymentChange(order, {
      state,
      flag: null,
      refund,
      ...(state === 'paid' && payment.state !== 'paid' ? { paidAt: now } : {}),
    }),
    history: [{ at: now, event: 'refund_offered', by: 'operator', detail }],
  };
}

/** The buyer's refund address (already checked for the order's network). */
export function refundRequest(
  order: OrderDocument,
  address: string,
  email: string | undefined,
  now: Date,
): PlannedChange {
  const payment = paymentOf(order);
  const refund = payment.refund;
  if (!refund || refund.state === 'refunded') {
    throw new ConflictError(`Order ${order.orderId} has no refund waiting for an address`, {
      code: 'refund_not_offered',
    });
  }
  const fields = paymentChange(order, {
    refund: { ...refund, state: 'requested', address, requestedAt: now },
  });
  if (email && !order.buyerEmail) Object.assign(fields, { buyerEmail: email });
  return {
    fields,
    history: [
      {
        at: now,
        event: 'refund_requested',
        by: 'buyer',
        detail: `${btcText(refund.amountSats)} to ${address}`,
      },
    ],
  };
}

export function refundSent(order: OrderDocument, input: RefundSentInput, now: Date): PlannedChange {
  const payment = paymentOf(order);
  const refund = payment.refund;
  if (!refund || refund.state !== 'requested') {
    throw new ConflictError(
      `The refund of order ${order.orderId} has no address from the buyer yet`,
      { code: 'refund_not_requested' },
    );
  }
  const txid = input.txid.toLowerCase();
  return {
    fields: paymentChange(order, {
      refund: { ...refund, state: 'refunded', txid, refundedAt: now },
      ...(refund.part === 'all' ? { state: 'refunded' as const, flag: null } : {}),
    }),
    history: [
      {
        at: now,
        event: 'refunded',
        by: 'operator',
        detail: `${btcText(refund.amountSats)} in ${txid.slice(0, 16)}${input.note ? ` (${input.note})` : ''}`,
      },
    ],
  };
}

/** The payment states in which nothing is settled yet: the operator may still resolve them. */
const UNSETTLED_STATES: PaymentState[] = [
  'awaiting_price',
  'awaiting_payment',
  'seen',
  'expired',
  'review',
];

function assertResolvable(
  order: OrderDocument,
  payment: PaymentDocument,
  states: PaymentState[],
): void {
  if (!states.includes(payment.state) || order.status !== 'pending') {
    throw new ConflictError(
      `Order ${order.orderId} cannot be resolved this way while its payment is ${payment.state.replace('_', ' ')}` +
        (order.status !== 'pending' ? ` and it is ${order.status}` : ''),
      { code: 'payment_not_resolvable' },
    );
  }
}

function paymentNotSettled(orderId: string, state: PaymentState) {
  return new ConflictError(
    `Order ${orderId} cannot move on before its payment is paid (the payment is ${state.replace('_', ' ')})`,
    { code: 'payment_not_settled' },
  );
}

function invalidTransition(orderId: string, from: string, to: string) {
  return new ConflictError(`Order ${orderId} cannot move from ${from} to ${to}`, {
    code: 'invalid_status_transition',
  });
}
