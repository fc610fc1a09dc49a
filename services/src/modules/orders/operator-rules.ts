// The operator's changes of an order, as pure rules: the admin form's save, and the resolution
// of an exception, BTCPay-style: accept (paid, with what was actually received), mark invalid
// (with a reason the buyer sees); the refunds are refund-rules.ts. Each returns the write it
// plans, or throws the refusal; the service applies it safely against concurrent changes
// (service.ts).
import type {
  AdminOrderInput,
  ConfirmPaymentInput,
  InvalidOrderInput,
  PaymentRail,
  PaymentState,
} from '@minesite/shared/contract';
import { railAmountText, toRailUnits } from '../payments/rail-amounts.js';
import { ConflictError, UnprocessableEntityError } from '../../http/errors.js';
import { btcText, paymentChange, paymentOf, toBtc, toSats } from './order-payment.js';
import { canMoveStatus } from './order-status.js';
import type { OrderDocument, OrderHistoryDocument, PaymentDocument } from './order-document.js';
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
  const rail = payment.rail ?? 'btc';
  const stated = statedReceived(rail, input);
  const listed = payment.transactions.some((tx) => tx.txid === input.txid);
  const added =
    input.txid && !listed
      ? {
          txid: input.txid,
          amountSats:
            txAmountSats ?? (stated !== undefined ? Math.max(0, stated - liveSats(payment)) : 0),
          confirmations: 0,
          seenAt: now,
          blockTime: null,
          late: false,
          droppedAt: null,
          source: 'operator' as const,
        }
      : null;
  const transactions = added ? [...payment.transactions, added] : payment.transactions;
  const receivedSats = stated ?? liveSats({ ...payment, transactions });
  if (receivedSats === 0) {
    throw new UnprocessableEntityError(
      'Nothing was received on the chain for this order: give the amount received (received)',
      { code: 'received_amount_unknown' },
    );
  }
  const detail = [
    railAmountText(rail, receivedSats),
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

/** What the operator states was received, in the rail's units; undefined when not stated. */
function statedReceived(rail: PaymentRail, input: ConfirmPaymentInput): number | undefined {
  if (input.received !== undefined) return toRailUnits(rail, input.received);
  if (input.receivedBtc === undefined) return undefined;
  if (rail !== 'btc') {
    throw new UnprocessableEntityError(
      `This order is paid in USDT on ${rail}: give the USDT received (received), not receivedBtc`,
      { code: 'received_wrong_token' },
    );
  }
  return toSats(input.receivedBtc);
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

/** The payment states in which nothing is settled yet: the operator may still resolve them. */
const UNSETTLED_STATES: PaymentState[] = [
  'awaiting_price',
  'awaiting_payment',
  'seen',
  'expired',
  'review',
];

export function assertResolvable(
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
