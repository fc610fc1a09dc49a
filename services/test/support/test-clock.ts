// The app's clock in a test (startTestApi's `now`): real time moved on by the test, never waited
// for. Rate limits count in fixed windows of the clock (15-minute login windows, say); a test
// that makes N calls and expects the next one refused starts at a window's beginning instead of
// hoping no window closes between its calls.
export class TestClock {
  private offsetMs = 0;

  /** The time as the app reads it. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves on to the start of the next `windowMs` window (of the epoch, as the limiters count). */
  startOfNextWindow(windowMs: number): void {
    const at = this.now().getTime();
    this.offsetMs += Math.ceil((at + 1) / windowMs) * windowMs - at;
  }

  /** Moves time on by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** An hour: a multiple of every window the tests count in (15 minutes, an hour). */
export const EVERY_TEST_WINDOW_MS = 60 * 60_000;
