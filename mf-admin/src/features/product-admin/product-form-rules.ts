/**
 * The product form's values and rules: localized name and description in the four languages,
 * price, currency, sold-out flag, order in lists, images, and the specification fields of the
 * kind (spec-fields.ts). Every field is text in the form; these functions turn it into what the
 * contract's schema takes, check it with that schema (the service's own rules, worded by
 * form-problems.ts), and make the body of `POST`/`PUT /api/products`.
 */
import {
  CATALOG_LOCALES,
  CURRENCIES,
  type Currency,
  type ProductCategory,
} from '@minesite/shared/catalog';
import type { ProductRequest } from '@minesite/shared/contract';
import type { Product } from '@minesite/shared/domain';
import { issueProblem, schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { fieldSchemaOf, productSchemaOf, specFieldsOf, type SpecField } from './spec-fields';

export type { FieldProblem };
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
type Localized = Record<CatalogLocale, string>;

export interface ProductFormValues {
  name: Localized;
  description: Localized;
  price: string;
  currency: Currency;
  soldOut: boolean;
  sortOrder: string;
  specs: Record<string, string | boolean>;
}

const emptyLocalized = (): Localized => ({ zh: '', en: '', es: '', ru: '' });

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a `datetime-local` value, in the operator's time zone. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function formValueOf(field: SpecField, value: unknown): string | boolean {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'number':
    case 'numberChoice':
      return typeof value === 'number' ? String(value) : '';
    case 'numberList':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'datetime':
      return typeof value === 'string' ? localDateTime(value) : '';
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    default:
      return typeof value === 'string' ? value : '';
  }
}

function emptyFormValue(field: SpecField): string | boolean {
  if (field.kind === 'boolean') return false;
  if (field.kind === 'choice') return field.options[0]!;
  if (field.kind === 'numberChoice') return String(field.options[0]);
  if (field.kind === 'json') return field.empty;
  return '';
}

/** The form's values for `product`, or for a new product of `category`. */
export function productFormValues(
  product: Product | null,
  category: ProductCategory,
): ProductFormValues {
  const specs: Record<string, string | boolean> = {};
  const stored = (product?.specs ?? {}) as Record<string, unknown>;
  for (const [key, field] of specFieldsOf(category)) {
    specs[key] = product ? formValueOf(field, stored[key]) : emptyFormValue(field);
  }
  return {
    name: product ? { ...product.name } : emptyLocalized(),
    description: product ? { ...product.description } : emptyLocalized(),
    price: product ? String(product.price) : '',
    currency: product?.currency ?? CURRENCIES[0],
    soldOut: product?.soldOut ?? false,
    sortOrder: product ? String(product.sortOrder) : '0',
    specs,
  };
}

/** A decimal number as people type it, or as JavaScript writes a small one (`5.2e-7`). */
const NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/** A typed number: undefined when empty, NaN when not a number (the schema names either). */
export function typedNumber(raw: string): number | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  return NUMBER.test(text) ? Number(text) : NaN;
}

/** Text that is not JSON: the form's own problem, before the schema reads the value. */
class NotJson {}

/** What one specification field's text stands for, as the contract's schema takes it. */
function specValue(field: SpecField, raw: string | boolean): unknown {
  if (field.kind === 'boolean') return raw === true;
  const text = String(raw).trim();
  switch (field.kind) {
    case 'number':
      return text === '' && field.nullable ? null : typedNumber(text);
    case 'numberChoice':
      return typedNumber(text);
    case 'numberList':
      return text
        .split(/[,，\s]+/)
        .filter(Boolean)
        .map((part) => typedNumber(part) ?? NaN);
    case 'datetime': {
      if (!text) return undefined;
      const time = new Date(text);
      return Number.isNaN(time.getTime()) ? text : time.toISOString();
    }
    case 'json':
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return new NotJson();
      }
    default:
      return text;
  }
}

/** What is wrong with one specification field of `category`, or null. */
export function specFieldProblem(
  category: ProductCategory,
  key: string,
  field: SpecField,
  raw: string | boolean,
): FieldProblem | null {
  const value = specValue(field, raw);
  if (value instanceof NotJson) return { id: 'admin.form.json' };
  const issue = fieldSchemaOf(category, ['specs', key]).safeParse(value).error?.issues[0];
  if (!issue) return null;
  const problem = issueProblem(issue, value);
  // A problem inside the JSON: where it is, and what.
  if (field.kind !== 'json' || issue.path.length === 0) return problem;
  return { id: 'admin.form.jsonField', values: { path: issue.path.join('.') }, inner: problem };
}

/** What is wrong with a top-level text or number field (`['name', 'zh']`, `['price']`), or null. */
export function fieldProblem(
  category: ProductCategory,
  path: readonly string[],
  raw: string,
): FieldProblem | null {
  const number = path[0] === 'price' || path[0] === 'sortOrder';
  return schemaProblem(fieldSchemaOf(category, path), number ? typedNumber(raw) : raw.trim());
}

/** The body of `POST /api/products` or `PUT /api/products/{id}`, as the form's values say. */
export function productBody(
  category: ProductCategory,
  values: ProductFormValues,
  images: readonly string[],
): ProductRequest {
  const specs: Record<string, unknown> = {};
  for (const [key, field] of specFieldsOf(category)) {
    const value = specValue(field, values.specs[key] ?? '');
    if (value !== undefined) specs[key] = value;
  }
  const trimmed = (text: Localized) =>
    Object.fromEntries(CATALOG_LOCALES.map((l) => [l, text[l].trim()])) as Localized;
  return {
    category,
    name: trimmed(values.name),
    description: trimmed(values.description),
    images: [...images],
    price: typedNumber(values.price) as number,
    currency: values.currency,
    soldOut: values.soldOut,
    sortOrder: typedNumber(values.sortOrder) as number,
    specs,
  } as ProductRequest;
}

/** Whether the contract's schema of the kind takes the whole body (the images among it). */
export function isValidBody(category: ProductCategory, body: ProductRequest): boolean {
  return productSchemaOf(category).safeParse(body).success;
}
