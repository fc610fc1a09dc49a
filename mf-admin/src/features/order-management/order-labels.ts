/**
 * The message ids of the order vocabulary the operator reads in the order form: payment
 * claims, history events and who caused them, refunds (state, part, rate basis), quote items,
 * payment methods (the statuses, payment states and flags are the shared order tags'; rental
 * plans and regions, which the list shows too, rental-labels.ts). Written out (not built from
 * the value) so that the catalog check sees every id.
 */
import type {
  OrderEvent,
  OrderEventActor,
  PaymentClaim,
  PaymentMethod,
  QuoteLineItem,
  RefundBasis,
  RefundPart,
  RefundState,
} from '@minesite/shared/domain';

export const PAYMENT_CLAIM_MESSAGE_IDS: Record<Exclude<PaymentClaim, ''>, string> = {
  verified: 'admin.orders.payment.claim.verified',
  matches_amount: 'admin.orders.payment.claim.matches_amount',
  unverified: 'admin.orders.payment.claim.unverified',
};

export const ORDER_EVENT_MESSAGE_IDS: Record<OrderEvent, string> = {
  created: 'admin.orders.history.event.created',
  awaiting_price: 'admin.orders.history.event.awaiting_price',
  priced: 'admin.orders.history.event.priced',
  seen: 'admin.orders.history.event.seen',
  paid: 'admin.orders.history.event.paid',
  settled: 'admin.orders.history.event.settled',
  expired: 'admin.orders.history.event.expired',
  review: 'admin.orders.history.event.review',
  reversed: 'admin.orders.history.event.reversed',
  claim_submitted: 'admin.orders.history.event.claim_submitted',
  payment_confirmed: 'admin.orders.history.event.payment_confirmed',
  invalid: 'admin.orders.history.event.invalid',
  refund_offered: 'admin.orders.history.event.refund_offered',
  refund_requested: 'admin.orders.history.event.refund_requested',
  rail_changed: 'admin.orders.history.event.rail_changed',
  foreign_transfer: 'admin.orders.history.event.foreign_transfer',
  refunded: 'admin.orders.history.event.refunded',
  processing: 'admin.orders.history.event.processing',
  completed: 'admin.orders.history.event.completed',
};

export const REFUND_STATE_MESSAGE_IDS: Record<RefundState, string> = {
  offered: 'admin.orders.refund.state.offered',
  requested: 'admin.orders.refund.state.requested',
  refunded: 'admin.orders.refund.state.refunded',
};

export const REFUND_PART_MESSAGE_IDS: Record<RefundPart, string> = {
  excess: 'admin.orders.refund.part.excess',
  all: 'admin.orders.refund.part.all',
};

export const REFUND_BASIS_MESSAGE_IDS: Record<RefundBasis, string> = {
  order: 'admin.orders.refund.basis.order',
  today: 'admin.orders.refund.basis.today',
};

export const ORDER_ACTOR_MESSAGE_IDS: Record<OrderEventActor, string> = {
  buyer: 'admin.orders.history.by.buyer',
  operator: 'admin.orders.history.by.operator',
  chain: 'admin.orders.history.by.chain',
  service: 'admin.orders.history.by.service',
};

export const QUOTE_ITEM_MESSAGE_IDS: Record<QuoteLineItem, string> = {
  hashrateFee: 'admin.orders.quote.item.hashrateFee',
  electricityFee: 'admin.orders.quote.item.electricityFee',
  machines: 'admin.orders.quote.item.machines',
  rentalHours: 'admin.orders.quote.item.rentalHours',
  rentalMonths: 'admin.orders.quote.item.rentalMonths',
};

export const PAYMENT_METHOD_MESSAGE_IDS: Record<PaymentMethod, string> = {
  manual: 'admin.orders.paymentMethod.manual',
  fufu: 'admin.orders.paymentMethod.fufu',
};
