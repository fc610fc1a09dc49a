import type { MailStatus, NotificationEvent } from '@minesite/shared/contract';
import type { StatusColor } from '../../../components/status-tag';

export const MAIL_STATUS_MESSAGE_IDS: Record<MailStatus | 'all', string> = {
  all: 'admin.notifications.status.all',
  pending: 'admin.notifications.status.pending',
  sending: 'admin.notifications.status.sending',
  sent: 'admin.notifications.status.sent',
  failed: 'admin.notifications.status.failed',
  held: 'admin.notifications.status.held',
};

export const MAIL_STATUS_COLORS: Record<MailStatus, StatusColor> = {
  pending: 'primary',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
  held: 'warning',
};

/**
 * Every mail status, in the contract's order (the record's type makes it complete): the list's
 * filter reads them here, not from the contract's module, whose schemas would bring zod.
 */
export const MAIL_STATUS_LIST = Object.keys(MAIL_STATUS_COLORS) as MailStatus[];

export const EVENT_MESSAGE_IDS: Record<NotificationEvent, string> = {
  order_created: 'admin.notifications.event.orderCreated',
  order_awaiting_price: 'admin.notifications.event.orderAwaitingPrice',
  payment_seen: 'admin.notifications.event.paymentSeen',
  payment_paid: 'admin.notifications.event.paymentPaid',
  lead_created: 'admin.notifications.event.leadCreated',
  power_consultation_created: 'admin.notifications.event.powerConsultationCreated',
  payment_received: 'admin.notifications.event.paymentReceived',
  order_completed: 'admin.notifications.event.orderCompleted',
  payment_review: 'admin.notifications.event.paymentReview',
  refund_requested: 'admin.notifications.event.refundRequested',
  order_placed: 'admin.notifications.event.orderPlaced',
  payment_partial: 'admin.notifications.event.paymentPartial',
  payment_expired: 'admin.notifications.event.paymentExpired',
  payment_in_review: 'admin.notifications.event.paymentInReview',
  payment_invalid: 'admin.notifications.event.paymentInvalid',
  refund_offered: 'admin.notifications.event.refundOffered',
  refund_sent: 'admin.notifications.event.refundSent',
  stray_payment_found: 'admin.notifications.event.strayPaymentFound',
};
