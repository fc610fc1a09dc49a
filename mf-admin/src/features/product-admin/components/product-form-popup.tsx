import { Suspense, lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductCategory } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { Popup, SpinLoading } from '@minesite/shared/ui';

const ProductForm = lazy(() => import('./product-form'));

/** What the popup is for: a new product of the shown kind, or editing `product`. */
export type ProductEditing = { product: Product | null; category: ProductCategory } | null;

export function ProductFormPopup({
  editing,
  onClose,
}: {
  editing: ProductEditing;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Popup
      visible={editing !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="admin-popup"
      bodyStyle={{ height: '90vh' }}
    >
      {editing && (
        <div role="dialog" aria-labelledby={titleId} className="admin-popup-body">
          <div className="admin-popup-head">
            <h2 id={titleId} className="admin-sheet-title">
              <FormattedMessage
                id={
                  editing.product ? 'admin.products.form.editTitle' : 'admin.products.form.addTitle'
                }
              />
            </h2>
            <button type="button" className="admin-popup-close" onClick={onClose}>
              <FormattedMessage id="admin.popup.close" />
            </button>
          </div>
          <Suspense fallback={<SpinLoading />}>
            <ProductForm
              product={editing.product}
              initialCategory={editing.category}
              onSaved={onClose}
            />
          </Suspense>
        </div>
      )}
    </Popup>
  );
}
