/**
 * The content form's values and rules: every field is text in the form (a number too); these
 * functions fill the form from an item, turn it into the body of `POST`/`PUT
 * /api/admin/content/{kind}` and check each field with the contract's own schema (the
 * service's), worded by form-problems.ts.
 */
import {
  contentInputSchemas,
  type ContentInput,
  type ContentKind,
} from '@minesite/shared/contract';
import type { ContentItem } from '@minesite/shared/domain';
import type { ZodObject, ZodType } from 'zod';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { CONTENT_ADMIN_KINDS, CONTENT_LOCALES, type ContentLocale } from './content-fields';

export type Localized = Record<ContentLocale, string>;

/** The form's values: each field as the form holds it; the photo is held beside the form. */
export interface ContentFormValues {
  published: boolean;
  order: string;
  fields: Record<string, string | Localized>;
}

const emptyLocalized = (): Localized => ({ zh: '', en: '', es: '', ru: '' });

/** The form's starting values: the item's, or a new item's (unpublished until the operator says). */
export function contentFormValues(
  kind: ContentKind,
  item: ContentItem<ContentKind> | null,
  nextOrder: number,
): ContentFormValues {
  const stored = (item ?? {}) as Record<string, unknown>;
  const fields: ContentFormValues['fields'] = {};
  for (const field of CONTENT_ADMIN_KINDS[kind].fields) {
    const value = stored[field.name];
    if (field.editor === 'photo') continue;
    if (field.editor === 'localized') {
      fields[field.name] = { ...emptyLocalized(), ...(value as Localized | undefined) };
    } else if (field.editor === 'choice') {
      fields[field.name] = typeof value === 'string' ? value : field.options[0]!;
    } else {
      fields[field.name] = value === undefined || value === null ? '' : String(value);
    }
  }
  return {
    published: item?.published ?? false,
    order: String(item?.order ?? nextOrder),
    fields,
  };
}

/** What a form field's text is sent as: a number field's text as a number (empty: not one). */
function sent(kind: ContentKind, name: string, value: string | Localized): unknown {
  const field = CONTENT_ADMIN_KINDS[kind].fields.find((f) => f.name === name);
  if (field?.editor === 'number') return value === '' ? Number.NaN : Number(value);
  if (typeof value === 'string') return value;
  return Object.fromEntries(CONTENT_LOCALES.map((l) => [l, value[l] ?? '']));
}

/** The body of the admin's create or replace. */
export function contentBody(
  kind: ContentKind,
  values: ContentFormValues,
  photo: string | null,
): ContentInput<ContentKind> {
  const body: Record<string, unknown> = {
    published: values.published,
    order: values.order.trim() === '' ? Number.NaN : Number(values.order),
  };
  for (const [name, value] of Object.entries(values.fields)) body[name] = sent(kind, name, value);
  if (CONTENT_ADMIN_KINDS[kind].fields.some((f) => f.editor === 'photo')) body.photo = photo;
  return body as ContentInput<ContentKind>;
}

export function isValidContentBody(kind: ContentKind, body: unknown): boolean {
  return contentInputSchemas[kind].safeParse(body).success;
}

/** The contract's rule of one field: `['title', 'zh']`, `['order']`, `['averageComputePh']`. */
function schemaAt(kind: ContentKind, path: readonly string[]): ZodType {
  return path.reduce<ZodType>(
    (schema, key) => (schema as ZodObject).shape[key]!,
    contentInputSchemas[kind],
  );
}

/** What is wrong with the text of the field at `path`, by the contract; null when nothing. */
export function contentFieldProblem(
  kind: ContentKind,
  path: readonly string[],
  value: string,
): FieldProblem | null {
  const name = path[0]!;
  const asSent = path.length === 1 ? sent(kind, name, value) : value;
  const number = name === 'order' ? (value.trim() === '' ? Number.NaN : Number(value)) : asSent;
  return schemaProblem(schemaAt(kind, path), number);
}

/** The longest text the contract takes at `path`, for the input's own limit. */
export function contentMaxLength(kind: ContentKind, path: readonly string[]): number | undefined {
  const { maxLength } = schemaAt(kind, path) as { maxLength?: number | null };
  return maxLength ?? undefined;
}
