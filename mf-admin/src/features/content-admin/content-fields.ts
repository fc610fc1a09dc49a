/**
 * What the one content form edits for each kind: its fields in order, each with the
 * editor it needs. The rules are the contract's (content-form-rules.ts); this only says how to
 * show them. Choices name their labels by message id: `admin.content.choice.<field>.<value>`.
 */
import {
  CONTENT_CHOICES,
  type ContentChoiceField,
  type ContentKind,
} from '@minesite/shared/domain';

export type ContentField =
  /** A text in the four languages; `long` ones get a text area. */
  | { name: string; editor: 'localized'; long?: boolean }
  | { name: string; editor: 'choice'; options: readonly string[] }
  | { name: string; editor: 'number' }
  /** A text in one form for every language (a phone number, an address). */
  | { name: string; editor: 'plain' }
  /** `YYYY-MM-DD`. */
  | { name: string; editor: 'date' }
  /** One uploaded picture, or none. */
  | { name: string; editor: 'photo' };

/** A field that chooses from its closed list. */
const choice = (name: ContentChoiceField): ContentField => ({
  name,
  editor: 'choice',
  options: CONTENT_CHOICES[name],
});

export interface KindDescription {
  /** The page's path and title. */
  path: string;
  titleId: string;
  fields: readonly ContentField[];
  /** The field whose text names an item in its card and in the delete question. */
  nameField: string;
}

export const CONTENT_ADMIN_KINDS: Record<ContentKind, KindDescription> = {
  news: {
    path: '/admin/news',
    titleId: 'route.adminNews',
    nameField: 'title',
    fields: [
      { name: 'title', editor: 'localized' },
      { name: 'description', editor: 'localized', long: true },
      choice('category'),
      { name: 'date', editor: 'date' },
    ],
  },
  jobs: {
    path: '/admin/jobs',
    titleId: 'route.adminJobs',
    nameField: 'title',
    fields: [
      { name: 'title', editor: 'localized' },
      { name: 'summary', editor: 'localized', long: true },
      choice('department'),
      choice('location'),
    ],
  },
  team: {
    path: '/admin/team',
    titleId: 'route.adminTeam',
    nameField: 'name',
    fields: [
      { name: 'name', editor: 'localized' },
      { name: 'role', editor: 'localized' },
      { name: 'bio', editor: 'localized', long: true },
      { name: 'photo', editor: 'photo' },
    ],
  },
  'data-centres': {
    path: '/admin/data-centres',
    titleId: 'route.adminDataCentres',
    nameField: 'name',
    fields: [
      { name: 'name', editor: 'localized' },
      { name: 'description', editor: 'localized', long: true },
      choice('powerType'),
      choice('cooling'),
      { name: 'averageComputePh', editor: 'number' },
      { name: 'energizedComputePh', editor: 'number' },
      { name: 'operationalMiners', editor: 'number' },
    ],
  },
  'contact-details': {
    path: '/admin/contact-details',
    titleId: 'route.adminContactDetails',
    nameField: 'label',
    fields: [
      choice('channel'),
      { name: 'label', editor: 'localized' },
      { name: 'value', editor: 'plain' },
      { name: 'href', editor: 'plain' },
    ],
  },
  rules: {
    path: '/admin/rules',
    titleId: 'route.adminRules',
    nameField: 'text',
    fields: [choice('placement'), { name: 'text', editor: 'localized', long: true }],
  },
};

export const CONTENT_LOCALES = ['zh', 'en', 'es', 'ru'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A field's label: `admin.content.field.<kind>.<name>`. */
export const fieldLabelId = (kind: ContentKind, name: string) =>
  `admin.content.field.${kind}.${name}`;
export const choiceLabelId = (field: string, value: string) =>
  `admin.content.choice.${field}.${value}`;
