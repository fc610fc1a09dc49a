/**
 * The operator's content: one schema per kind, each item with its texts in
 * the four languages, a published flag and a place in the list. The public read answers the
 * published items of a kind; the admin reads every item and writes one at a time.
 */
import './browser-jitless';
import { z } from 'zod';
import { CONTENT_CHOICES, CONTENT_KINDS, type ContentKind } from '../domain/content';
import { requiredText, trimmedText } from './common';

/** A text in the site's four languages, each required and at most `maxLength` characters. */
export const localizedTextOf = (maxLength: number) =>
  z.strictObject({
    zh: requiredText(maxLength),
    en: requiredText(maxLength),
    es: requiredText(maxLength),
    ru: requiredText(maxLength),
  });

/** The four-language text of any content kind (downloads included): up to 2,000 characters. */
export const localizedText = localizedTextOf(2000);
export type LocalizedContentText = z.output<typeof localizedText>;

export const contentKindSchema = z.enum(CONTENT_KINDS);

/** An item's id: the seed's readable ones (`albertaExpansion`) or the service's `c…` ones. */
export const contentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,47}$/, 'must be a content id');

/** Every kind's common fields: shown to visitors only when published; listed by `order`. */
const listed = {
  published: z.boolean(),
  /** Ascending; items of equal order keep the order they were made in. */
  order: z.number().int().min(0).max(100_000),
};

const count = z.number().int().min(0).max(10_000_000);
const figure = z.number().min(0).max(1_000_000_000).finite();

/** A link a visitor may follow: an e-mail, a phone number or a web address; empty for none. */
const linkSchema = z
  .string()
  .max(300)
  .trim()
  .regex(/^(?:$|mailto:\S+|tel:\+?[0-9]+|https:\/\/\S+)$/, 'must be mailto:, tel: or https://');

/** A picture stored by the admin's upload (`/api/uploads/<name>`), or none. */
const photoSchema = z
  .string()
  .max(200)
  .regex(/^\/api\/uploads\/[A-Za-z0-9.-]+$/, 'must be an uploaded picture')
  .nullable();

export const newsInputSchema = z.strictObject({
  ...listed,
  category: z.enum(CONTENT_CHOICES.category),
  /** Publication day, `YYYY-MM-DD`. */
  date: z.iso.date(),
  title: localizedTextOf(200),
  description: localizedTextOf(2000),
});

export const jobInputSchema = z.strictObject({
  ...listed,
  department: z.enum(CONTENT_CHOICES.department),
  location: z.enum(CONTENT_CHOICES.location),
  title: localizedTextOf(120),
  summary: localizedTextOf(1000),
});

export const teamMemberInputSchema = z.strictObject({
  ...listed,
  name: localizedTextOf(100),
  role: localizedTextOf(120),
  bio: localizedTextOf(1000),
  photo: photoSchema,
});

export const dataCentreInputSchema = z.strictObject({
  ...listed,
  name: localizedTextOf(100),
  description: localizedTextOf(1000),
  powerType: z.enum(CONTENT_CHOICES.powerType),
  cooling: z.enum(CONTENT_CHOICES.cooling),
  /** Average hashrate over the last 24 hours, PH/s. */
  averageComputePh: figure,
  /** Hashrate of the machines with power, PH/s. */
  energizedComputePh: figure,
  operationalMiners: count,
});

export const contactDetailInputSchema = z.strictObject({
  ...listed,
  channel: z.enum(CONTENT_CHOICES.channel),
  /** What the line says: `Phone`, or for `hours` the whole sentence. */
  label: localizedTextOf(300),
  /** The number, address or handle as shown; empty for `hours`. */
  value: trimmedText(200),
  href: linkSchema,
});

export const ruleInputSchema = z.strictObject({
  ...listed,
  placement: z.enum(CONTENT_CHOICES.placement),
  text: localizedTextOf(500),
});

/** The body of an admin create or replace, by kind. */
export const contentInputSchemas = {
  news: newsInputSchema,
  jobs: jobInputSchema,
  team: teamMemberInputSchema,
  'data-centres': dataCentreInputSchema,
  'contact-details': contactDetailInputSchema,
  rules: ruleInputSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/** Set by the service on every item it answers. */
const stored = {
  id: contentIdSchema,
  /** ISO time of the last write. */
  updatedAt: z.string(),
};

export const contentItemSchemas = {
  news: newsInputSchema.extend(stored),
  jobs: jobInputSchema.extend(stored),
  team: teamMemberInputSchema.extend(stored),
  'data-centres': dataCentreInputSchema.extend(stored),
  'contact-details': contactDetailInputSchema.extend(stored),
  rules: ruleInputSchema.extend(stored),
} as const satisfies Record<ContentKind, z.ZodType>;

/** A list reply: the public one holds the published items, the admin's every item. */
export const contentListSchemas = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [kind, z.strictObject({ items: z.array(contentItemSchemas[kind]) })]),
) as { [K in ContentKind]: z.ZodObject<{ items: z.ZodArray<(typeof contentItemSchemas)[K]> }> };

export type ContentInput<K extends ContentKind> = z.input<(typeof contentInputSchemas)[K]>;
export type ContentItem<K extends ContentKind> = z.output<(typeof contentItemSchemas)[K]>;
export interface ContentList<K extends ContentKind> {
  items: ContentItem<K>[];
}

export type NewsItem = ContentItem<'news'>;
export type JobItem = ContentItem<'jobs'>;
export type TeamMember = ContentItem<'team'>;
export type DataCentre = ContentItem<'data-centres'>;
export type ContactDetail = ContentItem<'contact-details'>;
export type RuleOfSale = ContentItem<'rules'>;
