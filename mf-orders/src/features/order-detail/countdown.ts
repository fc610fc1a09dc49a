/**
 * The order detail's payment countdown: to the end of the payment window the service set
 * (`payment.expiresAt`: the spec's one hour, from the quote or from the operator's price), on
 * the service's time rather than from the first view in this browser.
 */

/** The end of the window in ms, or null when there is none (no price yet, an old order). */
export function expiryMs(expiresAt: string): number | null {
  const ms = Date.parse(expiresAt);
  return Number.isFinite(ms) ? ms : null;
}

export function remainingMs(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - nowMs);
}

/** mm:ss, rounding up so that 00:00 shows only when the time is really over. */
export function formatMinutesSeconds(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
