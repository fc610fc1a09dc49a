/**
 * The message ids of the order vocabulary the operator reads: payment claims, history events
 * and who caused them, quote items, rental plans and regions, payment methods (the statuses,
 * payment states and flags are the shared order tags'). Written out (not built from the value)
 * so that the catalog check sees every id.
 */
import type {
  OrderEvent,
  OrderEventActor,
  PaymentClaim,
  PaymentMethod,
  QuoteLineItem,
  RentalPlan,
  RentalRegion,
} from '@minesite/shared/domain';

export const PAYMENT_CLAIM_MESSAGE_IDS: Record<Exclude<PaymentClaim, ''>, string> = {
  verified: 'admin.orders.payment.claim.verified',
  unverified: 'admin.orders.payment.claim.unverified',
};

export const ORDER_EVENT_MESSAGE_IDS: Record<OrderEvent, string> = {
  created: 'admin.orders.history.event.created',
  awaiting_price: 'admin.orders.history.event.awaiting_price',
  priced: 'admin.orders.history.event.priced',
  seen: 'admin.orders.history.event.seen',
  paid: 'admin.orders.history.event.paid',
  expired: 'admin.orders.history.event.expired',
  review: 'admin.orders.history.event.review',
  claim_submitted: 'admin.orders.history.event.claim_submitted',
  payment_confirmed: 'admin.orders.history.event.payment_confirmed',
  processing: 'admin.orders.history.event.processing',
  completed: 'admin.orders.history.event.completed',
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

export const RENTAL_PLAN_MESSAGE_IDS: Record<RentalPlan, string> = {
  hourly: 'admin.orders.choice.plan.hourly',
  monthly: 'admin.orders.choice.plan.monthly',
};

export const RENTAL_REGION_MESSAGE_IDS: Record<RentalRegion, string> = {
  russia: 'admin.orders.region.russia',
  canada: 'admin.orders.region.canada',
  'united-states': 'admin.orders.region.united-states',
};

export const PAYMENT_METHOD_MESSAGE_IDS: Record<PaymentMethod, string> = {
  manual: 'admin.orders.paymentMethod.manual',
  fufu: 'admin.orders.paymentMethod.fufu',
};
