// Paces calls to a public API that limits its callers (mempool.space and blockstream.info
// answer 429 to bursts): a token bucket holding at most `perSecond` tokens, refilled at
// `perSecond` a second. Each call takes a token, waiting for one when the bucket is empty.
import { setTimeout as sleep } from 'node:timers/promises';

export class TokenBucket {
  private readonly capacity: number;
  private tokens: number;
  private refilledAt: number;
  /** Takers in line, so that waiting calls are served in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perSecond: number,
    private readonly clock: () => number = () => performance.now(),
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {
    // A bucket smaller than one token would never let a call through.
    this.capacity = Math.max(1, perSecond);
    this.tokens = this.capacity;
    this.refilledAt = clock();
  }

  /** Resolves when the caller may make one call. */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.takeNow());
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
