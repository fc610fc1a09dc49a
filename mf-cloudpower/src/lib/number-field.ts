/**
 * What a number typed into a field means: a valid value, or why not. Inputs never turn into
 * NaN or Infinity on screen: an invalid field shows its message and the results wait.
 */
export type FieldReading =
  | { ok: true; value: number }
  | { ok: false; error: 'required' | 'notNumber' | 'negative' | 'notPositive' | 'tooLarge' };

export interface FieldRule {
  /** Zero allowed (a pool fee of 0 %), or only values above it (a hashrate). */
  allowZero?: boolean;
  /** Largest accepted value. */
  max?: number;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function readNumber(text: string, rule: FieldRule = {}): FieldReading {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { ok: false, error: 'required' };
  if (!NUMBER.test(trimmed)) return { ok: false, error: 'notNumber' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, error: 'notNumber' };
  if (value < 0) return { ok: false, error: 'negative' };
  if (value === 0 && !rule.allowZero) return { ok: false, error: 'notPositive' };
  if (rule.max !== undefined && value > rule.max) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/** The message id of a field's error. */
export const fieldErrorId = (error: Exclude<FieldReading, { ok: true }>['error']) =>
  `cloudpower.field.${error}`;
