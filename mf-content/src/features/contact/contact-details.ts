import type { ContactRequest } from '@minesite/shared/contract';

/** Where visitors find the public form's sources (spec section 3 "Contact"). */
export const CONTACT_SOURCES = ['WeChat', 'Twitter', 'Facebook', 'YouTube'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const SOURCE_LABELS: Record<ContactSource, string> = {
  WeChat: 'content.contact.source.wechat',
  Twitter: 'content.contact.source.twitter',
  Facebook: 'content.contact.source.facebook',
  YouTube: 'content.contact.source.youtube',
};

/** What the form holds; every field is required (spec section 5). */
export interface ContactFormValues {
  firstName: string;
  email: string;
  phone: string;
  machineCount: string;
  source: ContactSource[];
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
    status: 'new' as const,
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The other ways to reach the company, shown beside the form. */
export const CONTACT_OPTIONS = [
  {
    labelId: 'content.contact.option.email',
    value: 'service@hashpeakmining.com',
    href: 'mailto:service@hashpeakmining.com',
  },
  { labelId: 'content.contact.option.phone', value: '+1 403 555 0182', href: 'tel:+14035550182' },
  { labelId: 'content.contact.option.wechat', value: 'HashPeakMining', href: null },
  {
    labelId: 'content.contact.option.telegram',
    value: '@hashpeakmining',
    href: 'https://t.me/hashpeakmining',
  },
] as const;

export const CONTACT_HOURS_ID = 'content.contact.option.hours';

export const FAQ = [
  { questionId: 'content.contact.faq.reply.q', answerId: 'content.contact.faq.reply.a' },
  { questionId: 'content.contact.faq.payment.q', answerId: 'content.contact.faq.payment.a' },
  { questionId: 'content.contact.faq.delivery.q', answerId: 'content.contact.faq.delivery.a' },
  { questionId: 'content.contact.faq.refund.q', answerId: 'content.contact.faq.refund.a' },
  { questionId: 'content.contact.faq.hosting.q', answerId: 'content.contact.faq.hosting.a' },
  { questionId: 'content.contact.faq.regions.q', answerId: 'content.contact.faq.regions.a' },
] as const;
