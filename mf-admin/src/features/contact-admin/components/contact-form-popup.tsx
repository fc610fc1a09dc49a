import { Suspense, lazy, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Contact } from '@minesite/shared/domain';
import { Popup, SpinLoading } from '@minesite/shared/ui';

const ContactForm = lazy(() => import('./contact-form'));

/** What the popup is for: adding a lead, or editing `contact`. */
export type ContactEditing = { contact: Contact | null } | null;

export function ContactFormPopup({
  editing,
  onClose,
}: {
  editing: ContactEditing;
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
      bodyStyle={{ maxHeight: '90vh' }}
    >
      {editing && (
        <div role="dialog" aria-labelledby={titleId} className="admin-popup-body">
          <div className="admin-popup-head">
            <h2 id={titleId} className="admin-sheet-title">
              <FormattedMessage
                id={
                  editing.contact ? 'admin.contacts.form.editTitle' : 'admin.contacts.form.addTitle'
                }
              />
            </h2>
            <button type="button" className="admin-popup-close" onClick={onClose}>
              <FormattedMessage id="admin.popup.close" />
            </button>
          </div>
          <Suspense fallback={<SpinLoading />}>
            <ContactForm contact={editing.contact} onSaved={onClose} />
          </Suspense>
        </div>
      )}
    </Popup>
  );
}
