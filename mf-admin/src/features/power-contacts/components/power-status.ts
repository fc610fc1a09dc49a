import type { PowerConsultationStatus } from '@minesite/shared/domain';

export const POWER_STATUS_MESSAGE_IDS: Record<PowerConsultationStatus | 'all', string> = {
  all: 'admin.leads.status.all',
  new: 'admin.leads.status.new',
  processed: 'admin.leads.status.processed',
};
