/**
 * The admin forms check their values with the contract's own schemas (the service's): what a
 * zod issue says, as a message id of the admin's catalog and its values. A form may word some
 * problems its own way (the contact form's `contact.form.required`).
 */
import type { ZodType, core } from 'zod';
import type { FieldProblem } from './problem-text';

// A form shows its problems without zod (problem-text.ts); these come with the checks.
export { problemText, type FieldProblem } from './problem-text';

const PROBLEM_IDS = {
  required: 'admin.form.required',
  number: 'admin.form.number',
  integer: 'admin.form.integer',
  positive: 'admin.form.positive',
  nonNegative: 'admin.form.nonNegative',
  min: 'admin.form.min',
  max: 'admin.form.max',
  tooLong: 'admin.form.tooLong',
  tooMany: 'admin.form.tooMany',
  oneOf: 'admin.form.oneOf',
  date: 'admin.form.date',
  invalid: 'admin.form.invalid',
};
export type ProblemIds = Partial<typeof PROBLEM_IDS>;

/** Nothing, or white space only (the contract's required texts refuse it with their pattern). */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The values an enum, a literal or a union of them allows, when the issue says so. */
function allowedValues(issue: core.$ZodIssue): unknown[] | null {
  if (issue.code === 'invalid_value') return [...issue.values];
  if (issue.code !== 'invalid_union') return null;
  const branches = issue.errors.map((errors) =>
    errors.length === 1 ? allowedValues(errors[0]!) : null,
  );
  return branches.every(Boolean) ? branches.flatMap((values) => values!) : null;
}

/** The part of `value` an issue's path points at. */
const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((part, key) => (part as Record<PropertyKey, unknown> | null)?.[key], value);

/** What `issue` (about `value`, as the form sent it to the schema) says, in the admin's words. */
export function issueProblem(
  issue: core.$ZodIssue,
  value: unknown,
  own: ProblemIds = {},
): FieldProblem {
  const ids = { ...PROBLEM_IDS, ...own };
  const given = valueAt(value, issue.path);
  // Whatever rule an empty value breaks (a length, a pattern, a type), it was left empty.
  if (isEmpty(given)) return { id: ids.required };
  const allowed = allowedValues(issue);
  if (allowed) return { id: ids.oneOf, values: { values: allowed.join(', ') } };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { id: ids.integer };
      return { id: issue.expected === 'number' ? ids.number : ids.invalid };
    case 'too_small': {
      if (issue.origin === 'string' || issue.origin === 'array') return { id: ids.required };
      const min = Number(issue.minimum);
      if (min !== 0) return { id: ids.min, values: { min } };
      return { id: issue.inclusive ? ids.nonNegative : ids.positive };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { id: ids.tooLong, values: { max } };
      if (issue.origin === 'array') return { id: ids.tooMany, values: { max } };
      return { id: ids.max, values: { max } };
    }
    case 'invalid_format':
      return { id: issue.format === 'datetime' ? ids.date : ids.invalid };
    default:
      return { id: ids.invalid };
  }
}

/** The first problem `schema` finds with `value`, or null when it takes it. */
export function schemaProblem(
  schema: ZodType,
  value: unknown,
  own?: ProblemIds,
): FieldProblem | null {
  const result = schema.safeParse(value);
  return result.success ? null : issueProblem(result.error.issues[0]!, value, own);
}
