import { Suspense, lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Popup, SpinLoading } from '@minesite/shared/ui';

// The form (with its upload) loads when an order is first opened, not with the list.
const OrderForm = lazy(() => import('./order-form'));

/** The bottom popup at 90% of the screen's height that holds the order form. */
export function OrderFormPopup({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Popup
      visible={order !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ height: '90vh' }}
      bodyClassName="admin-popup"
    >
      {order && (
        <div role="dialog" aria-labelledby={titleId} className="admin-popup-body">
          <div className="admin-popup-head">
            <h2 id={titleId} className="admin-sheet-title">
              <FormattedMessage id="admin.orders.form.title" />
            </h2>
            <button type="button" className="admin-popup-close" onClick={onClose}>
              <FormattedMessage id="admin.popup.close" />
            </button>
          </div>
          <Suspense fallback={<SpinLoading />}>
            <OrderForm order={order} onSaved={onClose} />
          </Suspense>
        </div>
      )}
    </Popup>
  );
}
