import { lazy } from 'react';
import type { Contact } from '@minesite/shared/domain';
import { AdminSheet } from '../../../components/admin-sheet';

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
  return (
    <AdminSheet
      open={editing !== null}
      titleId={editing?.contact ? 'admin.contacts.form.editTitle' : 'admin.contacts.form.addTitle'}
      onClose={onClose}
    >
      {editing && <ContactForm contact={editing.contact} onSaved={onClose} />}
    </AdminSheet>
  );
}
