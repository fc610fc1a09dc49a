import { z } from 'zod';
import { errorReplySchema } from '../common';
import {
  adminOrderBody,
  confirmPaymentBody,
  createOrderBody,
  invalidOrderBody,
  orderIdParams,
  orderListQuerySchema,
  orderListSchema,
  orderPageSchema,
  orderSchema,
  paymentBody,
  publicOrderSchema,
  quoteExpiredReplySchema,
  quoteRequestBody,
  quoteSchema,
  refundAddressBody,
  refundOfferBody,
  refundSentBody,
} from '../orders';
import { changeRailBody, paymentRailsSchema } from '../payment-rails';
import { orderRoutes } from '../routes/orders';
import { endpointsOf } from './endpoint';
import { DELETED_REPLY } from './record-shapes';

const BUSY = 'the order is busy, retry (Retry-After)';
const NOT_RESOLVABLE = 'the payment is not in a state this resolves (payment_not_resolvable)';
const LOOKUP_REFUSED =
  'too many calls naming an order from this address, or too many naming none (Retry-After)';
const savedOrder = { 200: { description: 'The saved order', schema: orderSchema } };
const savedPublicOrder = {
  200: { description: 'The saved order (its public view)', schema: publicOrderSchema },
};

export const orderEndpoints = endpointsOf(orderRoutes, {
  quote: {
    body: quoteRequestBody,
    replies: { 200: { description: 'The quote', schema: quoteSchema } },
    errors: { 422: 'no such product, or an option it does not offer (the field is named)' },
  },
  list: {
    query: orderListQuerySchema,
    replies: {
      200: {
        description: 'The orders, or a page of them',
        schema: z.union([orderListSchema, orderPageSchema]),
      },
    },
  },
  create: {
    body: createOrderBody,
    replies: {
      201: { description: 'The saved order (its public view)', schema: publicOrderSchema },
      200: {
        description: 'The same requestId and body again: the order made first',
        schema: publicOrderSchema,
      },
      409: {
        description:
          'the requestId was used with another body (order_request_conflict), or the ' +
          'quote no longer holds (quote_expired, with a fresh held `quote` to show and ' +
          'confirm)',
        schema: z.union([quoteExpiredReplySchema, errorReplySchema]),
      },
    },
    errors: {
      422: 'no such product, or an option it does not offer (choice.* named)',
      429: 'this client already has OPEN_ORDERS_PER_CLIENT orders awaiting payment (too_many_open_orders, Retry-After)',
      503: 'no payment address could be reserved for a moment (payment_address_busy), retry',
    },
  },
  get: {
    params: orderIdParams,
    replies: { 200: { description: 'The order (its public view)', schema: publicOrderSchema } },
    errors: { 404: 'no such order (order_not_found)', 429: LOOKUP_REFUSED },
  },
  update: {
    params: orderIdParams,
    body: adminOrderBody,
    replies: savedOrder,
    errors: {
      404: 'no such order',
      409:
        'payment_not_settled (the status cannot move before payment), ' +
        'invalid_status_transition or order_id_mismatch',
      503: BUSY,
    },
  },
  remove: {
    params: orderIdParams,
    replies: DELETED_REPLY,
    errors: {
      404: 'no such order',
      409: 'a payment was seen, reported or acted on (order_not_deletable, with the reason)',
      503: BUSY,
    },
  },
  submitPayment: {
    params: orderIdParams,
    body: paymentBody,
    replies: savedPublicOrder,
    errors: {
      404: 'no such order',
      409:
        'payment_already_submitted, or payment_tx_credited_elsewhere (the transaction is ' +
        'credited to another order)',
      422:
        'the chain contradicts the claim: payment_tx_not_found, payment_wrong_address, ' +
        'payment_wrong_token (a USDT rail: a transfer of another token) or, on the shop’s ' +
        'fixed address, payment_amount_short (checked only when the chain API answers); ' +
        'payment_tx_malformed (a USDT rail: not a transaction id of its chain, 64 hex digits ' +
        'on TRON, 0x and 64 on Ethereum)',
      503:
        'the order is busy, or too many payments wait to be checked (chain_busy), retry ' +
        '(Retry-After)',
    },
  },
  confirmPayment: {
    params: orderIdParams,
    body: confirmPaymentBody,
    replies: savedOrder,
    errors: {
      404: 'no such order',
      409:
        'payment_already_paid, payment_tx_credited_elsewhere (the transaction pays another ' +
        `order), or ${NOT_RESOLVABLE}`,
      422:
        'nothing received is known: give received (received_amount_unknown); receivedBtc on ' +
        'a USDT rail (received_wrong_token); a txid not of the rail’s chain (payment_tx_malformed)',
      503: BUSY,
    },
  },
  markInvalid: {
    params: orderIdParams,
    body: invalidOrderBody,
    replies: savedOrder,
    errors: { 404: 'no such order', 409: NOT_RESOLVABLE, 503: BUSY },
  },
  offerRefund: {
    params: orderIdParams,
    body: refundOfferBody,
    replies: savedOrder,
    errors: {
      404: 'no such order',
      409:
        `${NOT_RESOLVABLE}, nothing_to_refund, refund_in_progress, or refund_rate_unknown ` +
        '(no rate of the order’s own, or none today)',
      503: BUSY,
    },
  },
  recordRefund: {
    params: orderIdParams,
    body: refundSentBody,
    replies: savedOrder,
    errors: {
      404: 'no such order',
      409: 'the buyer has not given a refund address (refund_not_requested)',
      422: 'not a transaction id of the order’s chain (payment_tx_malformed)',
      503: BUSY,
    },
  },
  requestRefund: {
    params: orderIdParams,
    body: refundAddressBody,
    replies: savedPublicOrder,
    errors: {
      404: 'no such order',
      409: 'no refund is offered, or it was sent (refund_not_offered)',
      400: 'an address of another chain than the order’s rail (refund_address_wrong_chain, `chain`)',
      422: 'not an address of the order’s network (refund_address_invalid)',
      503: BUSY,
    },
  },
  paymentRails: {
    replies: { 200: { description: 'The rails the shop takes now', schema: paymentRailsSchema } },
  },
  changeRail: {
    params: orderIdParams,
    body: changeRailBody,
    replies: savedPublicOrder,
    errors: {
      404: 'no such order',
      409: 'something was paid or claimed, or the window is over (rail_change_refused); the quote has no price on that rail (rail_not_priced)',
      422: 'the shop has not enabled that rail (rail_not_enabled)',
      503: BUSY,
    },
  },
});
