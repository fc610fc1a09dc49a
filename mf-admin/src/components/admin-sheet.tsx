import { Suspense, useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Popup, SpinLoading } from '@minesite/shared/ui';
import './admin-sheet.css';

/**
 * The admin's bottom sheet: a titled dialog with a close button, its content (often a form
 * loaded lazily) drawn only while it is open. `tall` sheets (the long forms) take 90% of the
 * screen's height; the others grow with their content up to that.
 */
export function AdminSheet({
  open,
  titleId,
  tall = false,
  onClose,
  children,
}: {
  open: boolean;
  /** The message of the sheet's heading. */
  titleId: string;
  tall?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="admin-popup"
      bodyStyle={tall ? { height: '90vh' } : { maxHeight: '90vh' }}
    >
      {open && (
        <div role="dialog" aria-labelledby={headingId} className="admin-popup-body">
          <div className="admin-popup-head">
            <h2 id={headingId} className="admin-sheet-title">
              <FormattedMessage id={titleId} />
            </h2>
            <button type="button" className="admin-popup-close" onClick={onClose}>
              <FormattedMessage id="admin.popup.close" />
            </button>
          </div>
          <Suspense fallback={<SpinLoading />}>{children}</Suspense>
        </div>
      )}
    </Popup>
  );
}
