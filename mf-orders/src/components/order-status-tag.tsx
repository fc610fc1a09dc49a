import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';

const COLORS: Record<OrderStatus, 'warning' | 'primary' | 'success'> = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
};

export const STATUS_MESSAGE_IDS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  completed: 'orders.status.completed',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline" className="orders-status" data-status={status}>
      <FormattedMessage id={STATUS_MESSAGE_IDS[status]} />
    </Tag>
  );
}
