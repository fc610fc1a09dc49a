import { Suspense, lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Popup, SpinLoading } from '@minesite/shared/ui';
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
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="admin-popup"
      bodyStyle={{ maxHeight: '90vh' }}
    >
      <div role="dialog" aria-labelledby={titleId} className="admin-popup-body">
        <div className="admin-popup-head">
          <h2 id={titleId} className="admin-sheet-title">
            <FormattedMessage id="admin.contacts.search.advanced" />
          </h2>
          <button type="button" className="admin-popup-close" onClick={onClose}>
            <FormattedMessage id="admin.popup.close" />
          </button>
        </div>
        {visible && (
          <Suspense fallback={<SpinLoading />}>
            <AdvancedSearchForm
              applied={applied}
              onApply={(search) => {
                onApply(search);
                onClose();
              }}
            />
          </Suspense>
        )}
      </div>
    </Popup>
  );
}
