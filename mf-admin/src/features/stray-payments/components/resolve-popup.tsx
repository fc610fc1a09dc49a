import { lazy } from 'react';
import type { StrayPayment } from '@minesite/shared/contract';
import { AdminSheet } from '../../../components/admin-sheet';

// The form brings the contract's schemas (zod): it loads with the sheet's first opening.
const ResolveForm = lazy(() => import('./resolve-form'));

/** The sheet resolving `payment` (null: closed). Loaded when first opened (the screen). */
export default function ResolvePopup({
  payment,
  onClose,
}: {
  payment: StrayPayment | null;
  onClose: () => void;
}) {
  return (
    <AdminSheet
      open={payment !== null}
      titleId="admin.strayPayments.resolve.title"
      onClose={onClose}
    >
      {payment && <ResolveForm payment={payment} onDone={onClose} />}
    </AdminSheet>
  );
}
