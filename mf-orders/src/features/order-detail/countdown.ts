/** The order detail's payment countdown (spec section 4): one hour from the first view. */
export const PAYMENT_COUNTDOWN_MS = 3_600_000;

export function remainingMs(startMs: number, nowMs: number, durationMs = PAYMENT_COUNTDOWN_MS) {
  return Math.max(0, startMs + durationMs - nowMs);
}

/** mm:ss, rounding up so that 00:00 shows only when the time is really over. */
export function formatMinutesSeconds(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
