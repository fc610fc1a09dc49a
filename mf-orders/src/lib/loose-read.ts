/**
 * Reading loosely typed values (a copy kept by an older version of the site) into the
 * contract's types: one reader per field, so that a field added, renamed or retyped in the
 * contract is a type error where it is read.
 */

export type Loose = Record<string, unknown>;

/** How to read each field of `T` (optional fields too) from a loose value. */
export type Readers<T> = { [K in keyof Required<T>]: (raw: Loose) => T[K] };

export const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const loose = (value: unknown): Loose => (isObject(value) ? value : {});
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
export const optionalText = (value: unknown): string | undefined =>
  value === undefined ? undefined : text(value);
/** A finite number (numeric text too); 0 otherwise. */
export const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
export const numberOrText = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' =>
  values.includes(value as T) ? (value as T) : '';
export const optionalOneOf = <T extends string>(
  values: readonly T[],
  value: unknown,
): T | undefined => (values.includes(value as T) ? (value as T) : undefined);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Reads every field; an optional field is left out when its reader finds nothing. */
export function read<T>(readers: Readers<T>, raw: Loose): T {
  const result: Loose = {};
  for (const [field, reader] of Object.entries<(raw: Loose) => unknown>(readers)) {
    const value = reader(raw);
    if (value !== undefined) result[field] = value;
  }
  return result as T;
}
