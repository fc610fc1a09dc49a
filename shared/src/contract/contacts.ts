/** The contacts contract: the request body, the route id and the reply. */
import './browser-jitless';
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_STATUSES, CONTACT_TOPICS } from '../domain/contacts';
import { requiredText, trimmedText } from './common';
import { listPagingShape, searchText, timeBound } from './list-query';
import { pageOf } from './products';

const optionalText = (maxLength: number) =>
  trimmedText(maxLength)
    .nullish()
    .transform((value) => value ?? '');

/**
 * A field people never see or fill (the forms render it visually hidden, out of the tab order):
 * a request that fills it is a bot's, answered like a success and stored nowhere.
 */
export const honeypotField = z.string().max(500).optional();

/**
 * Body of POST and PUT. status and createdAt are accepted but, on PUT and from visitors, the
 * stored ones (`new` and the service's clock) stay; only the admin's POST sets them.
 */
export const contactBody = z.strictObject({
  title: requiredText(200),
  email: requiredText(320),
  phone: optionalText(50),
  machineCount: optionalText(200),
  source: optionalText(100),
  /** What the visitor writes about; the calling page pre-selects it. */
  topic: z.enum(CONTACT_TOPICS).default('other'),
  message: requiredText(CONTACT_MESSAGE_MAX),
  status: z.enum(CONTACT_STATUSES).optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  website: honeypotField,
});
export type ContactInput = z.output<typeof contactBody>;
export type ContactRequest = z.input<typeof contactBody>;

/**
 * Body of the admin's PUT: as a create, but a lead sent before the form had a message may be
 * kept without one.
 */
export const contactEditBody = contactBody.extend({ message: optionalText(CONTACT_MESSAGE_MAX) });
export type ContactEditRequest = z.input<typeof contactEditBody>;

export const contactSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  machineCount: z.string(),
  source: z.string(),
  /** `other` for a lead sent before topics existed. */
  topic: z.enum(CONTACT_TOPICS),
  /** Empty for a lead sent before the form had a message. */
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Contact = z.output<typeof contactSchema>;

export const contactListSchema = z.array(contactSchema);

/**
 * GET /api/contacts (admin): the contact admin's text search, status and advanced search.
 * Every text is a case-insensitive substring; `from`/`to` bound createdAt inclusively (the
 * page sends the start of the start day and the end of the end day in its time zone). With
 * `page` or `pageSize` the reply is a page, newest first; without, the array.
 */
export const contactListQuerySchema = z.strictObject({
  ...listPagingShape,
  /** In the name, e-mail, phone, machine count, source or message. */
  q: searchText,
  status: z.enum(CONTACT_STATUSES).optional(),
  /** `other` also finds the leads sent before topics existed. */
  topic: z.enum(CONTACT_TOPICS).optional(),
  name: searchText,
  email: searchText,
  phone: searchText,
  machineCount: searchText,
  from: timeBound,
  to: timeBound,
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
/** The list query as the admin screen sends it (times as ISO text). */
export type ContactListRequest = z.input<typeof contactListQuerySchema>;

export const contactPageSchema = pageOf(contactSchema);
export type ContactPage = z.output<typeof contactPageSchema>;

/** PUT /api/contacts/{id}/status (admin): the operator marks a lead processed (or new again). */
export const contactStatusBody = z.strictObject({ status: z.enum(CONTACT_STATUSES) });
export type ContactStatusRequest = z.input<typeof contactStatusBody>;
