import { FormattedMessage } from 'react-intl';
import type { ContactStatus } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';

export const CONTACT_STATUS_MESSAGE_IDS: Record<ContactStatus | 'all', string> = {
  all: 'admin.leads.status.all',
  new: 'admin.leads.status.new',
  processed: 'admin.leads.status.processed',
};

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  return (
    <Tag color={status === 'new' ? 'warning' : 'success'} fill="outline" data-status={status}>
      <FormattedMessage id={CONTACT_STATUS_MESSAGE_IDS[status]} />
    </Tag>
  );
}
