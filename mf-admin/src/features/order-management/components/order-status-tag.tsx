import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';

const COLORS: Record<OrderStatus, 'warning' | 'primary' | 'success'> = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
};

/** 待处理, 处理中, 已完成 (spec section 4). */
export const ORDER_STATUS_MESSAGE_IDS: Record<OrderStatus, string> = {
  pending: 'admin.orders.status.pending',
  processing: 'admin.orders.status.processing',
  completed: 'admin.orders.status.completed',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline" data-status={status}>
      <FormattedMessage id={ORDER_STATUS_MESSAGE_IDS[status]} />
    </Tag>
  );
}
