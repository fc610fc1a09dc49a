import { lazy } from 'react';
import type { Order } from '@minesite/shared/domain';
import { AdminSheet } from '../../../components/admin-sheet';

// The form (with its upload) loads when an order is first opened, not with the list.
const OrderForm = lazy(() => import('./order-form'));

/** The bottom popup at 90% of the screen's height that holds the order form. */
export function OrderFormPopup({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <AdminSheet open={order !== null} titleId="admin.orders.form.title" tall onClose={onClose}>
      {order && <OrderForm order={order} onSaved={onClose} />}
    </AdminSheet>
  );
}
