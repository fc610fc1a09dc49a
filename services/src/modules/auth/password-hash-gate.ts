// At most two password hashes at once in the process. Each login's scrypt takes 128 MiB and a
// few hundred milliseconds of libuv's thread pool (4 threads), which compression, file and
// image work share: a burst of logins must not take all of it. Beyond two, a login waits in a
// short queue for a bounded time; past the queue or the time, it is answered 503 with
// Retry-After at once, so waiting logins hold no memory and no thread.
import { ServiceUnavailableError } from '../../http/errors.js';

export interface HashGateLimits {
  /** Hashes running at once. */
  running: number;
  /** Logins waiting for a turn; more get 503 at once. */
  waiting: number;
  /** How long one waits for a turn before it gets 503. */
  waitMs: number;
}

export const PASSWORD_HASH_LIMITS: HashGateLimits = { running: 2, waiting: 8, waitMs: 3000 };

interface Waiter {
  grant(): void;
}

export class HashGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private peak = 0;

  constructor(
    private readonly limits: HashGateLimits = PASSWORD_HASH_LIMITS,
    /** The 503 a turn that never comes answers (the image work gate has its own). */
    private readonly busy: () => Error = loginBusy,
  ) {}

  /** Runs `hash` when a turn is free (now, or after a short wait); 503 when none comes. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    await this.turn();
    this.peak = Math.max(this.peak, this.running);
    try {
      return await hash();
    } finally {
      this.release();
    }
  }

  /** Hashes running now, and the most that ever ran at once (for tests and metrics). */
  stats(): { running: number; waiting: number; peak: number } {
    return { running: this.running, waiting: this.waiting.length, peak: this.peak };
  }

  resetPeak(): void {
    this.peak = this.running;
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.running) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.waiting) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(this.busy());
      }, this.limits.waitMs);
      this.waiting.push(waiter);
    });
  }

  /** A finished hash hands its turn to the first waiter (so no newcomer overtakes it). */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running--;
  }
}

function loginBusy() {
  return new ServiceUnavailableError('Too many logins at once. Try again in a few seconds.', {
    code: 'login_busy',
    headers: { 'Retry-After': '2' },
  });
}

/** The process's one gate: every login's password check passes through it. */
export const passwordHashGate = new HashGate();
