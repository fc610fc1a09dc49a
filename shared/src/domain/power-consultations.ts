/** The power consultation vocabulary (the hosting and power pages' enquiry form), free of zod. */

export const POWER_CONSULTATION_STATUSES = ['new', 'processed'] as const;
export type PowerConsultationStatus = (typeof POWER_CONSULTATION_STATUSES)[number];
