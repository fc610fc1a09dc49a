import { lazy } from 'react';
import type { ProductCategory } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { AdminSheet } from '../../../components/admin-sheet';
import { AuditTrail } from '../../../components/audit-trail';

const ProductForm = lazy(() => import('./product-form'));

/** What the popup is for: a new product of the shown kind, or editing `product`. */
export type ProductEditing = { product: Product | null; category: ProductCategory } | null;

export default function ProductFormPopup({
  editing,
  onClose,
}: {
  editing: ProductEditing;
  onClose: () => void;
}) {
  return (
    <AdminSheet
      open={editing !== null}
      titleId={editing?.product ? 'admin.products.form.editTitle' : 'admin.products.form.addTitle'}
      tall
      onClose={onClose}
    >
      {editing && (
        <ProductForm
          product={editing.product}
          initialCategory={editing.category}
          onSaved={onClose}
        />
      )}
      {editing?.product && <AuditTrail entity="product" entityId={editing.product.id} />}
    </AdminSheet>
  );
}
