/**
 * The tags that say where an order stands, on the visitor's and the operator's screens alike:
 * its status (待处理, 处理中, 已完成), its payment's state (with the reason when
 * the operator must look), and the stage a buyer follows (the payment state while pending,
 * then the status). Their messages are the order pieces' catalog (order-messages.ts).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '../domain/orders';
import type { PaymentFlag, PaymentState } from '../domain/payment';
import type { Order, Payment } from '../domain/types';
import { Tag } from '../ui/index';
import { orderStage } from './order-stage';

type Color = 'default' | 'warning' | 'primary' | 'success' | 'danger';

export const ORDER_STATUS_MESSAGE_IDS: Record<OrderStatus, string> = {
  pending: 'order.status.pending',
  processing: 'order.status.processing',
  completed: 'order.status.completed',
};

export const PAYMENT_STATE_MESSAGE_IDS: Record<PaymentState, string> = {
  awaiting_price: 'order.payment.state.awaiting_price',
  awaiting_payment: 'order.payment.state.awaiting_payment',
  seen: 'order.payment.state.seen',
  paid: 'order.payment.state.paid',
  review: 'order.payment.state.review',
  expired: 'order.payment.state.expired',
  invalid: 'order.payment.state.invalid',
  refunding: 'order.payment.state.refunding',
  refunded: 'order.payment.state.refunded',
};

export const PAYMENT_FLAG_MESSAGE_IDS: Record<PaymentFlag, string> = {
  late: 'order.payment.flag.late',
  underpaid: 'order.payment.flag.underpaid',
  overpaid: 'order.payment.flag.overpaid',
  reversed: 'order.payment.flag.reversed',
};

const STATUS_COLORS: Record<OrderStatus, Color> = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
};

const PAYMENT_COLORS: Record<PaymentState, Color> = {
  awaiting_price: 'default',
  awaiting_payment: 'warning',
  seen: 'primary',
  paid: 'success',
  review: 'danger',
  expired: 'default',
  invalid: 'danger',
  refunding: 'warning',
  refunded: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} fill="outline" data-status={status}>
      <FormattedMessage id={ORDER_STATUS_MESSAGE_IDS[status]} />
    </Tag>
  );
}

/** The payment's state, with the reason when the operator must look (solid, so it stands out). */
export function PaymentStateTag({ payment }: { payment: Pick<Payment, 'state' | 'flag'> }) {
  const intl = useIntl();
  const state = intl.formatMessage({ id: PAYMENT_STATE_MESSAGE_IDS[payment.state] });
  const text = payment.flag
    ? intl.formatMessage(
        { id: 'order.payment.flagged' },
        { state, flag: intl.formatMessage({ id: PAYMENT_FLAG_MESSAGE_IDS[payment.flag] }) },
      )
    : state;
  return (
    <Tag
      color={PAYMENT_COLORS[payment.state]}
      fill={payment.state === 'review' ? 'solid' : 'outline'}
      data-payment-state={payment.state}
    >
      {text}
    </Tag>
  );
}

/**
 * Where the order stands for its buyer: its payment state while pending, then the operator's
 * status. With `statusOnly` (an order the service could not give: nothing is known of its
 * payment), the spec's status alone.
 */
export function OrderStageTag({
  order,
  statusOnly = false,
}: {
  order: Pick<Order, 'status' | 'payment'>;
  statusOnly?: boolean;
}) {
  if (statusOnly) return <OrderStatusTag status={order.status} />;
  const stage = orderStage(order);
  if (stage === 'processing' || stage === 'completed') return <OrderStatusTag status={stage} />;
  return (
    <Tag color={PAYMENT_COLORS[stage]} fill="outline" data-payment-state={stage}>
      <FormattedMessage id={PAYMENT_STATE_MESSAGE_IDS[stage]} />
    </Tag>
  );
}
