/** The contact (lead) vocabulary, free of zod for first paint. */

export const CONTACT_STATUSES = ['new', 'processed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * What a visitor writes about: the page that led to the form pre-selects it
 * (contact-link.ts). Leads stored before topics existed read as `other`.
 */
export const CONTACT_TOPICS = [
  'sell',
  'repair',
  'training',
  'protectionPlan',
  'jobApplication',
  'draw',
  'auction',
  'hosting',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The longest message the form and the service take, in characters. */
export const CONTACT_MESSAGE_MAX = 2000;
