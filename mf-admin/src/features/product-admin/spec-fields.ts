/**
 * The fields of each product kind, for one generic form, read from the catalog contract's
 * schema of that kind (the one the service validates with): which editor each field gets,
 * its choices, and nothing else restated. A field added to the contract shows up in the form;
 * one the form cannot edit otherwise is edited as JSON.
 */
import type { ZodObject, ZodType } from 'zod';
import type { ProductCategory } from '@minesite/shared/catalog';
import { productInputSchema } from '@minesite/shared/contract';

export type SpecField =
  | { kind: 'boolean' }
  /** Empty stands for null where the field is nullable (a permanent package has no period). */
  | { kind: 'number'; nullable: boolean }
  /** A number out of a few (a container is 20 or 40 ft). */
  | { kind: 'numberChoice'; options: readonly number[] }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'text'; maxLength?: number }
  /** A date and time, shown in the operator's time zone and sent as ISO. */
  | { kind: 'datetime' }
  /** Numbers separated by commas, e.g. `50, 100, 200`. */
  | { kind: 'numberList' }
  /** Nested lists (localized rows, options …), edited as JSON; `empty` starts a new product. */
  | { kind: 'json'; optional: boolean; empty: string };

/** The contract's schema of one kind of product (the body of POST and PUT /api/products). */
export function productSchemaOf(category: ProductCategory): ZodObject {
  return productInputSchema.options.find((kind) => kind.shape.category.value === category)!;
}

/** The schema of one field of the form: `['specs', 'hashrateTh']`, `['name', 'zh']`, `['price']`. */
export function fieldSchemaOf(category: ProductCategory, path: readonly string[]): ZodType {
  return path.reduce<ZodType>(
    (schema, key) => (schema as ZodObject).shape[key]!,
    productSchemaOf(category),
  );
}

interface Defs {
  type: string;
  innerType?: ZodType;
  element?: ZodType;
  options?: readonly ZodType[];
  values?: readonly unknown[];
  entries?: Record<string, string>;
}
const defs = (schema: ZodType) => schema.def as unknown as Defs;

/** The literal values a union of literals allows, or null when it is something else. */
function literals(schema: ZodType): unknown[] | null {
  const { type, options, values } = defs(schema);
  if (type === 'literal') return [...(values ?? [])];
  if (type !== 'union') return null;
  const all = options!.map(literals);
  return all.every(Boolean) ? all.flatMap((value) => value!) : null;
}

/** The editor that fits a value of `schema`. */
export function editorOf(schema: ZodType): SpecField {
  const { type, innerType, element, entries } = defs(schema);
  switch (type) {
    case 'optional':
      return { kind: 'json', optional: true, empty: '' };
    case 'nullable':
      return defs(innerType!).type === 'number'
        ? { kind: 'number', nullable: true }
        : { kind: 'json', optional: true, empty: '' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
      return { kind: 'number', nullable: false };
    case 'enum':
      return { kind: 'choice', options: Object.values(entries!) };
    case 'string':
      return (schema as { format?: string | null }).format === 'datetime'
        ? { kind: 'datetime' }
        : {
            kind: 'text',
            maxLength: (schema as { maxLength?: number | null }).maxLength ?? undefined,
          };
    case 'array':
      return defs(element!).type === 'number'
        ? { kind: 'numberList' }
        : { kind: 'json', optional: false, empty: '[]' };
    default: {
      const options = literals(schema);
      if (options?.every((value) => typeof value === 'number')) {
        return { kind: 'numberChoice', options: options as number[] };
      }
      return { kind: 'json', optional: false, empty: '' };
    }
  }
}

/** The longest text the contract takes in a text field (`['name', 'zh']`), if it sets one. */
export function maxLengthOf(
  category: ProductCategory,
  path: readonly string[],
): number | undefined {
  const editor = editorOf(fieldSchemaOf(category, path));
  return editor.kind === 'text' ? editor.maxLength : undefined;
}

/** The specification fields of `category`, in the contract's order. */
export function specFieldsOf(category: ProductCategory): [string, SpecField][] {
  const specs = fieldSchemaOf(category, ['specs']) as ZodObject;
  return Object.entries(specs.shape).map(([key, schema]) => [key, editorOf(schema as ZodType)]);
}
