/** The contact (lead) vocabulary (spec section 7), free of zod for first paint. */

export const CONTACT_STATUSES = ['new', 'processed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
