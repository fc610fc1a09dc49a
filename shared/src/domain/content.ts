/**
 * The zod-free vocabulary of the operator's content: the kinds the admin edits and
 * the closed lists their items choose from, for the pages, the admin and the contract alike.
 */

/** The kinds under `/api/content/{kind}` (the downloads have a module of their own). */
export const CONTENT_KINDS = [
  'news',
  'jobs',
  'team',
  'data-centres',
  'contact-details',
  'rules',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The spec's eight news categories. */
export const NEWS_CATEGORIES = [
  'production',
  'education',
  'climate',
  'policy',
  'technology',
  'energy',
  'announcements',
  'interviews',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const DEPARTMENTS = ['engineering', 'operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const JOB_LOCATIONS = ['irkutsk', 'calgary', 'houston', 'shenzhen', 'remote'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const POWER_TYPES = ['hydro', 'naturalGas', 'wind'] as const;
export type PowerType = (typeof POWER_TYPES)[number];
export const COOLING_KINDS = ['air', 'immersion', 'water'] as const;
export type CoolingKind = (typeof COOLING_KINDS)[number];

/** A contact detail's channel: how the page shows it (a link, a line of hours, a social link). */
export const CONTACT_CHANNELS = ['email', 'phone', 'chat', 'social', 'hours'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Where a rule of sale is shown: under every content page, or in /trade's terms. */
export const RULE_PLACEMENTS = ['footer', 'trade'] as const;
export type RulePlacement = (typeof RULE_PLACEMENTS)[number];

/** Each content field that chooses from a closed list, with its list (the admin's choices). */
export const CONTENT_CHOICES = {
  category: NEWS_CATEGORIES,
  department: DEPARTMENTS,
  location: JOB_LOCATIONS,
  powerType: POWER_TYPES,
  cooling: COOLING_KINDS,
  channel: CONTACT_CHANNELS,
  placement: RULE_PLACEMENTS,
} as const;
export type ContentChoiceField = keyof typeof CONTENT_CHOICES;

/** Seeded and operator-made item ids: lower-case words joined by dashes. */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,47}$/;
