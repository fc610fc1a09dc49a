// Paces calls to a public API that limits its callers (mempool.space and blockstream.info
// answer 429 to bursts): a token bucket holding at most `perSecond` tokens, refilled at
// `perSecond` a second. Each call takes a token, waiting for one when the bucket is empty. The
// line is bounded: past `maxWaiting` callers, a take is refused at once (TokenBucketFullError),
// so that a burst of buyers' claims cannot starve the watcher, nor hold requests for minutes.
import { setTimeout as sleep } from 'node:timers/promises';

/** The line is full: try again in `retryAfterSeconds`. */
export class TokenBucketFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many calls waiting for the chain API');
  }
}

export class TokenBucket {
  private readonly capacity: number;
  private tokens: number;
  private refilledAt: number;
  /** Takers in line, so that waiting calls are served in order. */
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly perSecond: number,
    private readonly clock: () => number = () => performance.now(),
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
    private readonly maxWaiting = Infinity,
  ) {
    // A bucket smaller than one token would never let a call through.
    this.capacity = Math.max(1, perSecond);
    this.tokens = this.capacity;
    this.refilledAt = clock();
  }

  /** Resolves when the caller may make one call. */
  take(): Promise<void> {
    if (this.waiting >= this.maxWaiting) {
      return Promise.reject(
        new TokenBucketFullError(Math.max(1, Math.ceil(this.waiting / this.perSecond))),
      );
    }
    this.waiting += 1;
    const turn = this.queue
      .then(() => this.takeNow())
      .finally(() => {
        this.waiting -= 1;
      });
    this.queue = turn;
    return turn;
  }

  private async takeNow(): Promise<void> {
    for (;;) {
      this.refill();
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await this.wait(Math.ceil(((1 - this.tokens) / this.perSecond) * 1000));
    }
  }

  private refill(): void {
    const now = this.clock();
    const earned = ((now - this.refilledAt) / 1000) * this.perSecond;
    this.tokens = Math.min(this.capacity, this.tokens + earned);
    this.refilledAt = now;
  }
}
