// What an environment variable's zod schema says about it, in words a table can hold: its
// default and the values it accepts. Reads zod's own definitions, so the table cannot drift
// from what the service checks at start.
import type { z } from 'zod';

export interface SchemaSummary {
  /** The default as the schema states it; undefined when it has none. */
  default?: string;
  /** The accepted values: bounds, choices or a format; empty when any text goes. */
  accepts: string;
  /** True when the variable may be left unset. */
  optional: boolean;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  element?: z.ZodType;
}

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function summarizeSchema(schema: z.ZodType): SchemaSummary {
  const def = defOf(schema);
  if (def.type === 'default') {
    const inner = summarizeSchema(def.innerType!);
    return { ...inner, default: showValue(def.defaultValue), optional: true };
  }
  if (def.type === 'optional') return { ...summarizeSchema(def.innerType!), optional: true };
  // A list read from text (`a,b` → [a, b]): what each item must be.
  if (def.type === 'pipe') {
    const into = summarizeSchema(def.out!);
    return { ...summarizeSchema(def.in!), accepts: into.accepts };
  }
  if (def.type === 'array') {
    const each = summarizeSchema(def.element!).accepts;
    return { accepts: each ? `comma-separated list, each ${each}` : '', optional: false };
  }
  if (def.type === 'enum') {
    return {
      accepts: Object.values(def.entries!)
        .map((value) => `\`${value}\``)
        .join(', '),
      optional: false,
    };
  }
  return { accepts: describeChecks(def), optional: false };
}

function describeChecks(def: Def): string {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const words: string[] = [];
  if (def.type === 'number') {
    const integer = checks.some((check) => check.format === 'safeint' || check.format === 'int32');
    const low = checks.find((check) => check.check === 'greater_than');
    const high = checks.find((check) => check.check === 'less_than');
    const bound = (check: CheckDef | undefined, inclusive: string, exclusive: string) =>
      check ? `${check.inclusive ? inclusive : exclusive} ${showValue(check.value)}` : undefined;
    const range =
      low?.inclusive && high?.inclusive
        ? `${showValue(low.value)}–${showValue(high.value)}`
        : [bound(low, '≥', '>'), bound(high, '≤', '<')].filter(Boolean).join(', ');
    words.push(`${integer ? 'integer' : 'number'}${range ? ` ${range}` : ''}`);
  }
  if (def.type === 'string') {
    const format = def.format ?? checks.find((check) => check.check === 'string_format')?.format;
    if (format && format !== 'regex') words.push(format === 'email' ? 'e-mail address' : format);
    const min = checks.find((check) => check.check === 'min_length')?.minimum;
    const max = checks.find((check) => check.check === 'max_length')?.maximum;
    if (min !== undefined && max !== undefined) words.push(`${min}–${max} characters`);
    else if (min !== undefined) words.push(`at least ${min} characters`);
    else if (max !== undefined) words.push(`at most ${max} characters`);
  }
  return words.join(', ');
}

function showValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
