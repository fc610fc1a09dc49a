/**
 * The product form's values and rules: localized name and description in the four languages,
 * price, currency, sold-out flag, order in lists, images, and the specification fields of the
 * kind (spec-fields.ts). Every field is text in the form; these functions check it and turn it
 * into the body of `POST`/`PUT /api/products`.
 */
import {
  CATALOG_LOCALES,
  CURRENCIES,
  type Currency,
  type ProductCategory,
} from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { specFieldsOf, type SpecField } from './spec-fields';

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

/** A problem with one field: a message id and its values. */
export interface FieldProblem {
  id: string;
  values?: Record<string, string | number>;
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
  if (field.kind === 'number' && field.options) return String(field.options[0]);
  if (field.kind === 'json') return field.empty === null ? '' : JSON.stringify(field.empty);
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

const NUMBER = /^-?\d+(\.\d+)?$/;

/** What is wrong with a number typed as `raw`, under `field`'s rules. */
export function numberProblem(raw: string, field: Omit<NumberField, 'kind'>): FieldProblem | null {
  const text = raw.trim();
  if (!text) return field.nullable ? null : { id: 'admin.products.form.required' };
  if (!NUMBER.test(text)) return { id: 'admin.products.form.number' };
  const n = Number(text);
  if (field.integer && !Number.isInteger(n)) return { id: 'admin.products.form.integer' };
  if (field.positive && n <= 0) return { id: 'admin.products.form.positive' };
  if (!field.positive && n < 0) return { id: 'admin.products.form.nonNegative' };
  if (field.max !== undefined && n > field.max) {
    return { id: 'admin.products.form.max', values: { max: field.max } };
  }
  if (field.options && !field.options.includes(n)) {
    return { id: 'admin.products.form.oneOf', values: { values: field.options.join(', ') } };
  }
  return null;
}
type NumberField = Extract<SpecField, { kind: 'number' }>;

/** What is wrong with one specification field, or null. */
export function specFieldProblem(field: SpecField, raw: string | boolean): FieldProblem | null {
  if (field.kind === 'boolean') return null;
  const text = String(raw).trim();
  switch (field.kind) {
    case 'number':
      return numberProblem(text, field);
    case 'numberList': {
      const parts = text.split(/[,，\s]+/).filter(Boolean);
      if (parts.length === 0) return { id: 'admin.products.form.required' };
      const bad = parts.some((part) => !NUMBER.test(part) || Number(part) <= 0);
      if (bad || parts.length > field.maxItems) {
        return { id: 'admin.products.form.numberList', values: { max: field.maxItems } };
      }
      return null;
    }
    case 'datetime':
      if (!text) return { id: 'admin.products.form.required' };
      return Number.isNaN(new Date(text).getTime()) ? { id: 'admin.products.form.date' } : null;
    case 'json':
      if (!text) return field.optional ? null : { id: 'admin.products.form.required' };
      try {
        JSON.parse(text);
        return null;
      } catch {
        return { id: 'admin.products.form.json' };
      }
    default:
      if (!text) return { id: 'admin.products.form.required' };
      if (field.kind === 'text' && text.length > field.maxLength) {
        return { id: 'admin.products.form.tooLong', values: { max: field.maxLength } };
      }
      return null;
  }
}

function specValue(field: SpecField, raw: string | boolean): unknown {
  if (field.kind === 'boolean') return raw === true;
  const text = String(raw).trim();
  switch (field.kind) {
    case 'number':
      return text === '' ? null : Number(text);
    case 'numberList':
      return text
        .split(/[,，\s]+/)
        .filter(Boolean)
        .map(Number);
    case 'datetime':
      return new Date(text).toISOString();
    case 'json':
      return text === '' ? undefined : JSON.parse(text);
    default:
      return text;
  }
}

/** The body of `POST /api/products` or `PUT /api/products/{id}` (a valid form assumed). */
export function productBody(
  category: ProductCategory,
  values: ProductFormValues,
  images: readonly string[],
) {
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
    price: Number(values.price.trim()),
    currency: values.currency,
    soldOut: values.soldOut,
    sortOrder: Number(values.sortOrder.trim()),
    specs,
  };
}
