import type { OrderNotice, WebhookDeliveryStatus } from '@minesite/shared/contract';
import type { StatusColor } from '../../../components/status-tag';

export const DELIVERY_STATUS_MESSAGE_IDS: Record<WebhookDeliveryStatus | 'all', string> = {
  all: 'admin.webhooks.status.all',
  pending: 'admin.webhooks.status.pending',
  sending: 'admin.webhooks.status.sending',
  delivered: 'admin.webhooks.status.delivered',
  failed: 'admin.webhooks.status.failed',
};

export const DELIVERY_STATUS_COLORS: Record<WebhookDeliveryStatus, StatusColor> = {
  pending: 'warning',
  sending: 'primary',
  delivered: 'success',
  failed: 'danger',
};

/**
 * Every delivery status, in the contract's order (the record's type makes it complete): the
 * list's filter reads them here, not from the contract's module, whose schemas would bring zod.
 */
export const DELIVERY_STATUS_LIST = Object.keys(DELIVERY_STATUS_COLORS) as WebhookDeliveryStatus[];

/** `payment.paid` → `paymentPaid`: the notice as the last part of its message id. */
type NoticeKey<N extends string> = N extends `${infer Head}.${infer Tail}`
  ? `${Head}${Capitalize<Tail>}`
  : N;

// Keyed by the notice's camel-case name: a dotted key would read as a message id to the
// catalog check. The type keeps the record complete.
const NOTICE_IDS: Record<NoticeKey<OrderNotice>, string> = {
  orderCreated: 'admin.webhooks.type.orderCreated',
  paymentSeen: 'admin.webhooks.type.paymentSeen',
  paymentPartial: 'admin.webhooks.type.paymentPartial',
  paymentPaid: 'admin.webhooks.type.paymentPaid',
  paymentSettled: 'admin.webhooks.type.paymentSettled',
  paymentExpired: 'admin.webhooks.type.paymentExpired',
  paymentReview: 'admin.webhooks.type.paymentReview',
  paymentInvalid: 'admin.webhooks.type.paymentInvalid',
  refundOffered: 'admin.webhooks.type.refundOffered',
  refundRequested: 'admin.webhooks.type.refundRequested',
  refundRefunded: 'admin.webhooks.type.refundRefunded',
  orderProcessing: 'admin.webhooks.type.orderProcessing',
  orderCompleted: 'admin.webhooks.type.orderCompleted',
};

/** The message id of a notice's name. */
export function noticeMessageId(notice: OrderNotice): string {
  const key = notice.replace(/\.(\w)/, (_, first: string) => first.toUpperCase());
  return NOTICE_IDS[key as NoticeKey<OrderNotice>];
}

/** A delivery can be sent again unless a try of it is under way. */
export const canRedeliver = (status: WebhookDeliveryStatus) => status !== 'sending';
