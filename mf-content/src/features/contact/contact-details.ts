import type { ContactRequest, ContactTopic } from '@minesite/shared/contract';

/** Where visitors find the public form's sources. */
export const CONTACT_SOURCES = ['WeChat', 'Twitter', 'Facebook', 'YouTube'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const SOURCE_LABELS: Record<ContactSource, string> = {
  WeChat: 'content.contact.source.wechat',
  Twitter: 'content.contact.source.twitter',
  Facebook: 'content.contact.source.facebook',
  YouTube: 'content.contact.source.youtube',
};

/** What the form holds; every field is required. */
export interface ContactFormValues {
  firstName: string;
  email: string;
  phone: string;
  machineCount: string;
  source: ContactSource[];
  /** One topic (a single-choice selector), pre-selected by the calling page. */
  topic: ContactTopic[];
  message: string;
  /** The honeypot: a hidden field only bots fill (the service then stores nothing). */
  website?: string;
}

/** The body of POST /api/contacts: a new lead; the service sets its status and time. */
export function contactBody(values: ContactFormValues): ContactRequest {
  return {
    title: values.firstName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    machineCount: values.machineCount.trim(),
    source: values.source[0] ?? '',
    topic: values.topic[0] ?? 'other',
    message: values.message.trim(),
    status: 'new' as const,
    ...(values.website ? { website: values.website } : {}),
  };
}

export const FAQ = [
  { questionId: 'content.contact.faq.reply.q', answerId: 'content.contact.faq.reply.a' },
  { questionId: 'content.contact.faq.payment.q', answerId: 'content.contact.faq.payment.a' },
  { questionId: 'content.contact.faq.delivery.q', answerId: 'content.contact.faq.delivery.a' },
  { questionId: 'content.contact.faq.refund.q', answerId: 'content.contact.faq.refund.a' },
  { questionId: 'content.contact.faq.hosting.q', answerId: 'content.contact.faq.hosting.a' },
  { questionId: 'content.contact.faq.regions.q', answerId: 'content.contact.faq.regions.a' },
] as const;
