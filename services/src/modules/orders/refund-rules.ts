// The refund of an order, as pure rules: the operator offers it (the excess, or everything),
// the buyer gives the address, the operator records it sent. Each returns the write it plans, or
// throws the refusal; the service applies it safely against concurrent changes (service.ts).
import type { PaymentState, RefundOfferInput, RefundSentInput } from '@minesite/shared/contract';
import { assertResolvable, liveSats } from './operator-rules.js';
import type { OrderDocument } from './order-document.js';
import { isRailTxid } from '@minesite/shared/contract';
import { ConflictError } from '../../http/errors.js';
import { railAmountText } from '../payments/rail-amounts.js';
import { malformedTxid } from './order-errors.js';
import { paymentChange, paymentOf } from './order-payment.js';
import type { PlannedChange } from './order-writes.js';

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
  const rail = payment.rail ?? 'btc';
  let amountSats = sats;
  // USDT holds its USD value: what was received is what goes back.
  if (input.basis === 'today' && rail !== 'btc') {
    throw new ConflictError("A USDT payment is refunded at the order's rate (the USDT received)", {
      code: 'refund_rate_unknown',
    });
  }
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
  const detail = `${railAmountText(rail, amountSats)}, ${input.part}, at the ${input.basis === 'today' ? "day's" : "order's"} rate${input.note ? ` (${input.note})` : ''}`;
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
        detail: `${railAmountText(payment.rail ?? 'btc', refund.amountSats)} to ${address}`,
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
  const rail = payment.rail ?? 'btc';
  if (!isRailTxid(rail, input.txid)) throw malformedTxid(rail, input.txid);
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
        detail: `${railAmountText(rail, refund.amountSats)} in ${txid.slice(0, 16)}${input.note ? ` (${input.note})` : ''}`,
      },
    ],
  };
}
