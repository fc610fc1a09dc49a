import { FormattedMessage } from 'react-intl';
import type { Order, OrderStatus } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';
import { orderStage, type OrderStage } from '../lib/order-stage';

/** The spec's order statuses (the my-orders status filter). */
export const STATUS_MESSAGE_IDS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  completed: 'orders.status.completed',
};

export const STAGE_MESSAGE_IDS: Record<OrderStage | 'pending', string> = {
  pending: STATUS_MESSAGE_IDS.pending,
  awaiting_price: 'orders.payment.state.awaitingPrice',
  awaiting_payment: 'orders.payment.state.awaitingPayment',
  seen: 'orders.payment.state.seen',
  paid: 'orders.payment.state.paid',
  review: 'orders.payment.state.review',
  expired: 'orders.payment.state.expired',
  processing: STATUS_MESSAGE_IDS.processing,
  completed: STATUS_MESSAGE_IDS.completed,
};

type Color = 'default' | 'warning' | 'primary' | 'success' | 'danger';
const COLORS: Record<OrderStage | 'pending', Color> = {
  pending: 'warning',
  awaiting_price: 'default',
  awaiting_payment: 'warning',
  seen: 'primary',
  paid: 'success',
  review: 'danger',
  expired: 'default',
  processing: 'primary',
  completed: 'success',
};

/**
 * Where the order stands: its payment state while pending, then the operator's status. With
 * `statusOnly` (an order the service could not give: nothing is known of its payment), the
 * spec's status alone.
 */
export function OrderStageTag({
  order,
  statusOnly = false,
}: {
  order: Pick<Order, 'status' | 'payment'>;
  statusOnly?: boolean;
}) {
  const stage = statusOnly ? order.status : orderStage(order);
  return (
    <Tag color={COLORS[stage]} fill="outline" className="orders-status" data-stage={stage}>
      <FormattedMessage id={STAGE_MESSAGE_IDS[stage]} />
    </Tag>
  );
}
