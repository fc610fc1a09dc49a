import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_STATUSES, CONTACT_TOPICS, type Contact } from '@minesite/shared/domain';
import { useAppDispatch } from '@minesite/shared/store';
import { Button, PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { AdminList } from '../../../components/admin-list';
import { AdminToolbar } from '../../../components/admin-toolbar';
import { FilterSelect } from '../../../components/filter-select';
import { useAddressFilter } from '../../../lib/use-address-filter';
import { useAdminSearch, useListRows } from '../../../lib/use-admin-list';
import {
  invalidateContactList,
  useAdminContactsInfiniteQuery,
  useDeleteContactMutation,
  useSetContactStatusMutation,
} from '../api';
import {
  EMPTY_ADVANCED_SEARCH,
  advancedSearchCount,
  type AdvancedContactSearch,
} from '../contact-search';
import { AdvancedSearchPopup } from './advanced-search-popup';
import { ContactCard } from './contact-card';
import { ContactFormPopup, type ContactEditing } from './contact-form-popup';
import { CONTACT_STATUS_MESSAGE_IDS } from './contact-status-tag';
import { CONTACT_TOPIC_MESSAGE_IDS } from './contact-topics';
import './contact-admin-screen.css';

/** /admin/contact: the leads, searched and filtered by the service, with bulk delete. */
export function ContactAdminScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // A dashboard link opens the list filtered (`?status=new`, `?topic=repair`).
  const status = useAddressFilter('status', CONTACT_STATUSES);
  const topic = useAddressFilter('topic', CONTACT_TOPICS);
  const [advanced, setAdvanced] = useState<AdvancedContactSearch>(EMPTY_ADVANCED_SEARCH);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [editing, setEditing] = useState<ContactEditing>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteContact] = useDeleteContactMutation();
  const [setContactStatus] = useSetContactStatusMutation();
  const toast = (id: string, icon?: 'success' | 'fail', values?: Record<string, number>) =>
    Toast.show({ icon, content: intl.formatMessage({ id }, values) });

  const { search, setSearch, q } = useAdminSearch();
  const list = useAdminContactsInfiniteQuery({
    q,
    status: status.value,
    topic: topic.value,
    advanced,
  });
  const contacts = useListRows(list, 'id');
  const shownSelected = contacts.filter((c) => selected.has(c.id)).map((c) => c.id);

  function select(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function remove(contact: Contact) {
    if (!(await confirmAction(intl, 'admin.contacts.deleteConfirm', { name: contact.title }))) {
      return;
    }
    const result = await deleteContact(contact.id);
    dispatch(invalidateContactList());
    if ('error' in result) toast('contact.admin.error.delete', 'fail');
    else {
      select(contact.id, false);
      toast('contact.admin.success.delete', 'success');
    }
  }

  async function removeSelected() {
    const ids = shownSelected;
    if (ids.length === 0) {
      toast('admin.contacts.bulk.noneSelected');
      return;
    }
    if (!(await confirmAction(intl, 'admin.contacts.bulk.confirm', { count: ids.length }))) {
      return;
    }
    const results = await Promise.all(ids.map((id) => deleteContact(id)));
    dispatch(invalidateContactList());
    const deleted = ids.filter((_, i) => !('error' in results[i]!));
    setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))));
    if (deleted.length < ids.length) toast('admin.contacts.bulk.failed', 'fail');
    else toast('admin.contacts.bulk.done', 'success', { count: deleted.length });
  }

  async function markProcessed(contact: Contact) {
    const result = await setContactStatus({ id: contact.id, body: { status: 'processed' } });
    if ('error' in result) toast('contact.admin.error.save', 'fail');
    else toast('contact.admin.success.update', 'success');
  }

  const advancedCount = advancedSearchCount(advanced);
  return (
    <PageLayout titleId="route.adminContact">
      <AdminToolbar
        labelId="admin.contacts.search.label"
        placeholderId="admin.contacts.search.placeholder"
        search={search}
        onSearch={setSearch}
      >
        <FilterSelect {...status} messageIds={CONTACT_STATUS_MESSAGE_IDS} />
        <FilterSelect
          {...topic}
          messageIds={CONTACT_TOPIC_MESSAGE_IDS}
          labelId="admin.contacts.topic.label"
        />
      </AdminToolbar>
      <div className="admin-actions-bar">
        <Button size="small" color="primary" onClick={() => setEditing({ contact: null })}>
          <FormattedMessage id="admin.contacts.add" />
        </Button>
        <Button size="small" color="danger" onClick={() => void removeSelected()}>
          <FormattedMessage
            id="admin.contacts.bulk.delete"
            values={{ count: shownSelected.length }}
          />
        </Button>
        <Button size="small" onClick={() => setAdvancedOpen(true)} aria-haspopup="dialog">
          <FormattedMessage
            id="admin.contacts.search.advancedButton"
            values={{ count: advancedCount }}
          />
        </Button>
      </div>
      <AdminList
        query={list}
        rows={contacts}
        errorId="contact.admin.error.fetch"
        emptyId="admin.contacts.empty"
        labelId="admin.contacts.list.label"
        renderRow={(contact) => (
          <ContactCard
            key={contact.id}
            contact={contact}
            selected={selected.has(contact.id)}
            onSelect={(on) => select(contact.id, on)}
            onEdit={() => setEditing({ contact })}
            onMarkProcessed={() => void markProcessed(contact)}
            onDelete={() => void remove(contact)}
          />
        )}
      />
      <AdvancedSearchPopup
        visible={advancedOpen}
        applied={advanced}
        onApply={setAdvanced}
        onClose={() => setAdvancedOpen(false)}
      />
      <ContactFormPopup editing={editing} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
