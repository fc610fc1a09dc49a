// Rate limits count in fixed windows of the clock (15-minute login windows, say). A test that
// makes N calls and expects the next one refused fails if a window closes between them, so
// such tests start with enough of the current window left.
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits, if need be, until the current `windowMs` window has at least `neededMs` left. */
export async function clearOfWindowEdge(windowMs: number, neededMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await sleep(left + 50);
}

/** Hook timeout for a `beforeEach` that may wait out a window edge. */
export const WINDOW_EDGE_HOOK_TIMEOUT = 40_000;
