// Validation at the edge: a route declares zod schemas for its body, params and query; the
// parsed values land in `ctx.state.input`, typed from the schemas. Anything that does not
// parse is refused with a 400 whose message names each offending field.
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { UnsupportedMediaTypeError, ValidationError, type ValidationIssue } from './errors.js';

export interface RequestSchemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

export type ValidatedInput<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

export interface ValidatedState<S extends RequestSchemas> {
  input: ValidatedInput<S>;
}

type Source = keyof RequestSchemas;

const sourceLabels: Record<Source, string> = {
  body: 'request body',
  params: 'URL parameter',
  query: 'query string',
};

export function validate<S extends RequestSchemas>(
  schemas: S,
): Middleware<ValidatedState<S>, { params?: Record<string, string> }> {
  return async function validateRequest(ctx, next) {
    const { request } = ctx;
    if (schemas.body && request.body === undefined && request.type && !request.is('json')) {
      throw new UnsupportedMediaTypeError(
        'Request body must be JSON (Content-Type: application/json)',
      );
    }
    const raw: Record<Source, unknown> = {
      // No body at all reads as an empty object, so the reply names the missing fields.
      body: request.body ?? {},
      params: ctx.params ?? {},
      query: ctx.query,
    };
    const input: Partial<Record<Source, unknown>> = {};
    const issues: ValidationIssue[] = [];
    for (const source of Object.keys(schemas) as Source[]) {
      const schema = schemas[source];
      if (!schema) continue;
      const result = schema.safeParse(raw[source], { reportInput: true });
      if (result.success) input[source] = result.data;
      else issues.push(...describeIssues(result.error, source));
    }
    if (issues.length > 0) throw new ValidationError(issues);
    ctx.state.input = input as ValidatedInput<S>;
    await next();
  };
}

/** Turns zod issues into messages that begin with the field name, e.g. `email is required`. */
export function describeIssues(error: z.ZodError, source: Source = 'body'): ValidationIssue[] {
  return error.issues.flatMap((issue): ValidationIssue[] => {
    const path = fieldPath(issue.path);
    const field = path || sourceLabels[source];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const keyPath = path ? `${path}.${key}` : key;
        return { path: keyPath, message: `${keyPath} is not an allowed field` };
      });
    }
    return [{ path, message: `${field} ${describe(issue)}` }];
  });
}

/** `lines[2].quantity`: names with dots, list indexes in brackets. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, at) => (typeof part === 'number' ? `[${part}]` : `${at ? '.' : ''}${String(part)}`))
    .join('');
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${withArticle(issue.expected === 'object' ? 'JSON object' : issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}${unit(issue.origin)}`;
    case 'too_big':
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}${unit(issue.origin)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map((value) => (value === '' ? "''" : String(value))).join(', ')}`;
    case 'invalid_format':
      // Regex checks carry an authored message phrased to follow the field name.
      return issue.format === 'regex'
        ? issue.message
        : `must be a valid ${formatLabel(issue.format)}`;
    case 'custom':
      return issue.message;
    default:
      return `is invalid (${issue.message})`;
  }
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

function unit(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

function formatLabel(format: string): string {
  const labels: Record<string, string> = {
    email: 'e-mail address',
    datetime: 'ISO 8601 date-time (e.g. 2024-05-01T08:30:00.000Z)',
    url: 'URL',
  };
  return labels[format] ?? format;
}
