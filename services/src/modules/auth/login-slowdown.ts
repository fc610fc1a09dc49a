// Past a username's count of attempts in the window (guessing spread over many addresses), an
// attempt from a browser the service does not know is slowed down, not refused: the attempts
// of that username take turns, each waiting longer than the one before it (doubling up to a
// ceiling), so guesses go one at a time at that pace however many arrive at once, and the
// right password still opens a session. A browser that logged in before is not slowed at all
// (device-cookie.ts). Kept in this process: each replica slows its own share.
import { setTimeout as sleep } from 'node:timers/promises';
import { TooManyRequestsError } from '../../http/errors.js';

export interface SlowdownSettings {
  /** The wait of the first attempt past the count; each next one waits twice as long. */
  firstDelayMs: number;
  /** The longest wait of one attempt. */
  maxDelayMs: number;
}

interface UsernameTurns {
  /** Attempts past the count in this window. */
  over: number;
  /** When the last attempt given a turn runs. */
  lastTurnAt: number;
  windowEndsAt: number;
}

/** Usernames remembered at once; past this, those whose window closed are forgotten. */
const MAX_USERNAMES = 10_000;
/** An attempt whose turn is further away than this many ceilings is refused for now. */
const QUEUE_CEILINGS = 3;

export class LoginSlowdown {
  private readonly turns = new Map<string, UsernameTurns>();

  constructor(
    private readonly settings: SlowdownSettings,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /**
   * Waits this attempt's turn: the n-th attempt past the count in the window runs
   * min(max, first · 2^(n−1)) ms after the one before it. When that turn is too far off (many
   * attempts already waiting), answers 429 with the seconds until the queue has room.
   */
  async waitTurn(username: string, windowEndsInMs: number): Promise<void> {
    const now = this.now();
    const turns = this.turnsOf(username, now, now + windowEndsInMs);
    const delay = this.delayOf(turns.over + 1);
    const turnAt = Math.max(now, turns.lastTurnAt) + delay;
    const longestWait = QUEUE_CEILINGS * this.settings.maxDelayMs;
    if (turnAt - now > longestWait) {
      const seconds = Math.max(1, Math.ceil((turnAt - now - longestWait) / 1000));
      throw new TooManyRequestsError(
        `Too many login attempts for this username right now. Try again in ${seconds} seconds.`,
        { code: 'too_many_login_attempts', headers: { 'Retry-After': String(seconds) } },
      );
    }
    turns.over++;
    turns.lastTurnAt = turnAt;
    await this.wait(turnAt - now);
  }

  /** The wait of the n-th attempt past the count (for tests and the docs). */
  delayOf(n: number): number {
    const { firstDelayMs, maxDelayMs } = this.settings;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(n - 1, 30));
  }

  private turnsOf(username: string, now: number, windowEndsAt: number): UsernameTurns {
    let turns = this.turns.get(username);
    if (turns && turns.windowEndsAt <= now) turns = undefined;
    if (!turns) {
      if (this.turns.size >= MAX_USERNAMES) this.forgetClosed(now);
      turns = { over: 0, lastTurnAt: 0, windowEndsAt };
      this.turns.set(username, turns);
    }
    return turns;
  }

  private forgetClosed(now: number) {
    for (const [username, turns] of this.turns) {
      if (turns.windowEndsAt <= now && turns.lastTurnAt <= now) this.turns.delete(username);
    }
    if (this.turns.size >= MAX_USERNAMES) this.turns.clear();
  }
}
