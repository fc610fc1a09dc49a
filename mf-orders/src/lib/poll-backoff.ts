/**
 * How often the order screens ask the service again while an order is unsettled: soon after
 * something changed (a payment seen, a price set), then less and less often while nothing
 * does, so that a page left open costs the service little.
 */
export const POLL_FIRST_MS = 5_000;
export const POLL_LONGEST_MS = 60_000;
const GROWTH = 1.5;

/** The wait before the next look, after `unchangedPolls` looks in a row brought nothing new. */
export function pollIntervalMs(unchangedPolls: number): number {
  const grown = POLL_FIRST_MS * GROWTH ** Math.max(0, unchangedPolls);
  return Math.min(POLL_LONGEST_MS, Math.round(grown / 1000) * 1000);
}
