// Order statuses move one way only: pending → processing → completed.
import type { OrderStatus } from '@minesite/shared/contract';

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  pending: 'processing',
  processing: 'completed',
  completed: null,
};

/** Staying put is allowed once the operator has the order (re-saving the admin form). */
export function canMoveStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from] === to || (from === to && from !== 'pending');
}
