/**
 * The power consultations contract: the enquiry a visitor sends from the hosting and power
 * pages, kept for the operator. The service sets the status (new) and the creation time.
 */
import './browser-jitless';
import { z } from 'zod';
import { POWER_CONSULTATION_STATUSES } from '../domain/power-consultations';
import { requiredText, trimmedText } from './common';
import { honeypotField } from './contacts';
import { listPagingShape, searchText, timeBound } from './list-query';
import { pageOf } from './products';

/** POST /api/power-consultations: what the visitor sends. */
export const powerConsultationBody = z.strictObject({
  name: requiredText(200),
  email: requiredText(320),
  phone: trimmedText(50)
    .nullish()
    .transform((value) => value ?? ''),
  message: requiredText(5000),
  /** The honeypot (contacts.ts): filled only by bots, whose enquiry is not stored. */
  website: honeypotField,
});
export type PowerConsultationInput = z.output<typeof powerConsultationBody>;
export type PowerConsultationRequest = z.input<typeof powerConsultationBody>;

/** PUT /api/power-consultations/{id}: the operator's edit; createdAt stays as stored. */
export const powerConsultationUpdateBody = powerConsultationBody.omit({ website: true }).extend({
  status: z.enum(POWER_CONSULTATION_STATUSES),
  /** Accepted so that the admin form can send back what it read; the stored time stays. */
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type PowerConsultationUpdate = z.output<typeof powerConsultationUpdateBody>;
export type PowerConsultationUpdateRequest = z.input<typeof powerConsultationUpdateBody>;

/**
 * GET /api/power-consultations (admin): the list's search and filters. `q` is a case-insensitive
 * substring of the name, e-mail, phone or message; `from`/`to` bound createdAt inclusively.
 * With `page` or `pageSize` the reply is a page, newest first; without, the array.
 */
export const powerConsultationQuerySchema = z.strictObject({
  ...listPagingShape,
  q: searchText,
  status: z.enum(POWER_CONSULTATION_STATUSES).optional(),
  from: timeBound,
  to: timeBound,
});
export type PowerConsultationQuery = z.input<typeof powerConsultationQuerySchema>;
export type PowerConsultationListQuery = z.output<typeof powerConsultationQuerySchema>;

export const powerConsultationSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(POWER_CONSULTATION_STATUSES),
  createdAt: z.iso.datetime(),
});
export type PowerConsultation = z.output<typeof powerConsultationSchema>;

export const powerConsultationListSchema = z.array(powerConsultationSchema);

export const powerConsultationPageSchema = pageOf(powerConsultationSchema);
export type PowerConsultationPage = z.output<typeof powerConsultationPageSchema>;
