import type { ContactTopic } from '@minesite/shared/domain';

/** Each topic's label, and the filter's "all topics". */
export const CONTACT_TOPIC_MESSAGE_IDS: Record<ContactTopic | 'all', string> = {
  all: 'admin.contacts.topic.all',
  sell: 'admin.contacts.topic.sell',
  repair: 'admin.contacts.topic.repair',
  training: 'admin.contacts.topic.training',
  protectionPlan: 'admin.contacts.topic.protectionPlan',
  jobApplication: 'admin.contacts.topic.jobApplication',
  draw: 'admin.contacts.topic.draw',
  auction: 'admin.contacts.topic.auction',
  hosting: 'admin.contacts.topic.hosting',
  other: 'admin.contacts.topic.other',
};
