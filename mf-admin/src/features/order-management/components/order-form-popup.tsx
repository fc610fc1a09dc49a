import type { Order } from '@minesite/shared/domain';
import { IntlScope } from '@minesite/shared/intl';
import { AdminSheet } from '../../../components/admin-sheet';
import { orderFormCatalogs } from '../../../i18n/order-form-catalogs';
import OrderForm from './order-form';

/**
 * The bottom popup at 90% of the screen's height that holds the order form: loaded with the
 * form when an order is first opened (order-management-screen.tsx), not with the list; and so
 * are the form's texts (its own part of the catalog).
 */
export default function OrderFormPopup({
  order,
  onChanged,
  onClose,
}: {
  order: Order | null;
  /** The order changed while open (a confirmed payment): show it as it now is. */
  onChanged: (order: Order) => void;
  onClose: () => void;
}) {
  return (
    <IntlScope catalogs={orderFormCatalogs}>
      <AdminSheet open={order !== null} titleId="admin.orders.form.title" tall onClose={onClose}>
        {order && (
          <OrderForm
            // A changed order starts a fresh form (its actions and fields follow the new state).
            key={`${order.orderId}:${order.payment.state}:${order.status}`}
            order={order}
            onSaved={onClose}
            onChanged={onChanged}
          />
        )}
      </AdminSheet>
    </IntlScope>
  );
}
