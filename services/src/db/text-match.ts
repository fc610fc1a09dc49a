// Case-insensitive substring matches for the admin searches. The text is escaped, so a search
// for `a.b` or `(` finds those characters rather than running as a pattern.

/** A `$regex` condition that matches `text` anywhere, in any case. */
export function containsText(text: string): { $regex: string; $options: 'i' } {
  return { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
}

/** `{ $gte, $lte }` with only the bounds that are set, or undefined when neither is. */
export function inclusiveRange<T>(min: T | undefined, max: T | undefined) {
  if (min === undefined && max === undefined) return undefined;
  return {
    ...(min === undefined ? {} : { $gte: min }),
    ...(max === undefined ? {} : { $lte: max }),
  };
}
