import { lazy } from 'react';
import { AdminSheet } from '../../../components/admin-sheet';
import type { AdvancedContactSearch } from '../contact-search';

const AdvancedSearchForm = lazy(() => import('./advanced-search-form'));

export function AdvancedSearchPopup({
  visible,
  applied,
  onApply,
  onClose,
}: {
  visible: boolean;
  applied: AdvancedContactSearch;
  onApply: (search: AdvancedContactSearch) => void;
  onClose: () => void;
}) {
  return (
    <AdminSheet open={visible} titleId="admin.contacts.search.advanced" onClose={onClose}>
      <AdvancedSearchForm
        applied={applied}
        onApply={(search) => {
          onApply(search);
          onClose();
        }}
      />
    </AdminSheet>
  );
}
