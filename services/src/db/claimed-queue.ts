// A queue of items that a sender on any replica claims one at a time, tries, and either
// finishes or puts back in line after a growing wait (the mail queue and the webhook
// deliveries are such queues). It must hold on FerretDB v1 (the local and test server) as on
// MongoDB, and FerretDB v1 does not apply a conditional update atomically: two claims by
// findOneAndUpdate can both match, both send, and a loser's late write can land over the
// sender's outcome.
//
// So a claim goes ticket first: a claimer reads a due item, then inserts the ticket of the try
// it means to make, `<id>:<round>:<attempt>` (one more than it read), into the queue's tickets
// collection. An insert into a unique `_id` is atomic on both servers, so one claimer per try
// gets its ticket in; only that one moves the item to `sending` (with a lease, the filter
// naming what it read) and tries it. The others write nothing. The outcome is written with the
// round and the try's number in the filter, so a sender whose lease ran out (and whose item
// another sender took over) cannot overwrite the newer try's outcome.
import type { Page } from '@minesite/shared/contract';
import type { Collection, Document, Filter, UpdateFilter } from 'mongodb';
import type { Logger } from 'pino';
import type { BackgroundTask } from '../modules/api-module.js';
import { defineCollection, type CollectionDefinition } from './collections.js';
import { ignoreDuplicate } from './duplicate-key.js';
import { readPage } from './paged-list.js';

/** The fields a queued item needs for claiming; its own statuses add to these. */
export interface QueueItem extends Document {
  _id: unknown;
  status: string;
  /** Tries started in this round. */
  attempts: number;
  /** How many times the admin put it back in line: tickets are per round. */
  round: number;
  /** Why the last try failed; '' when none did. */
  lastError: string;
  /** When a `pending` item is due; null otherwise. */
  nextAttemptAt: Date | null;
  /** The end of a `sending` item's lease: after it, another sender may take it over. */
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AttemptTicket {
  /** `<item id>:<round>:<attempt>`. */
  _id: string;
  at: Date;
}

/** The tickets collection of a queue (swept by age). */
export function attemptTicketsCollection(name: string): CollectionDefinition<AttemptTicket> {
  return defineCollection<AttemptTicket>(name, [{ key: { at: 1 }, name: 'at' }]);
}

/**
 * The store side: claiming a due item, writing its try's outcome, sweeping old tickets, and the
 * admin's reads.
 */
export class ClaimedQueue<T extends QueueItem> {
  constructor(
    protected readonly items: Collection<T>,
    private readonly tickets: Collection<AttemptTicket>,
  ) {}

  /**
   * The next due item, now this claimer's for `leaseMs`; `none` when none is due, `lost` when
   * another claimer took the one this one read (others may still be due).
   */
  async claim(now: Date, leaseMs: number): Promise<T | 'none' | 'lost'> {
    const due = {
      $or: [
        { status: 'pending', nextAttemptAt: { $lte: now } },
        { status: 'sending', leaseUntil: { $lte: now } },
      ],
    };
    const [read] = await this.items
      .find(due as Filter<T>)
      .sort({ nextAttemptAt: 1 })
      .limit(1)
      .toArray();
    if (!read) return 'none';
    const attempt = read.attempts + 1;
    const ticket = { _id: `${String(read._id)}:${read.round}:${attempt}`, at: now };
    if (!(await ignoreDuplicate(this.tickets.insertOne(ticket)))) return 'lost';
    const claimed = await this.items.findOneAndUpdate(
      { ...due, _id: read._id, round: read.round, attempts: read.attempts } as Filter<T>,
      {
        $set: {
          status: 'sending',
          attempts: attempt,
          leaseUntil: new Date(now.getTime() + leaseMs),
          nextAttemptAt: null,
          updatedAt: now,
        },
      } as UpdateFilter<T>,
      { returnDocument: 'after' },
    );
    // Changed since it was read (the admin put it back in line): the next read finds it as it is.
    return (claimed as T | null) ?? 'lost';
  }

  /** The outcome of the claimer's try (`fields` name its status): the filter names the try. */
  async finish(item: T, fields: Partial<T>, now: Date): Promise<void> {
    await this.items.updateOne(
      { _id: item._id, status: 'sending', round: item.round, attempts: item.attempts } as Filter<T>,
      { $set: { ...fields, leaseUntil: null, updatedAt: now } } as UpdateFilter<T>,
    );
  }

  findById(id: T['_id']): Promise<T | null> {
    return this.items.findOne({ _id: id } as Filter<T>) as Promise<T | null>;
  }

  /** A page of items, newest first, optionally of one status. */
  list(status: T['status'] | undefined, page: number, pageSize: number): Promise<Page<T>> {
    const filter = (status ? { status } : {}) as Filter<T>;
    return readPage(
      {
        rows: (skip, limit) =>
          this.items
            .find(filter)
            .sort({ createdAt: -1, _id: -1 })
            .skip(skip)
            .limit(limit)
            .toArray() as Promise<T[]>,
        count: () => this.items.countDocuments(filter),
      },
      { page, pageSize },
    );
  }

  /** Deletes tickets older than `before` (long past any lease); how many. */
  async sweepTickets(before: Date): Promise<number> {
    return (await this.tickets.deleteMany({ at: { $lt: before } })).deletedCount;
  }
}

/**
 * How one try ended: `done` with the item's final fields (its status among them), or failed
 * with `error` (tried again after the backoff, or `failed` after the round's last try), with
 * any fields of its own to keep either way.
 */
export type TryResult<T> = { done: Partial<T> } | { error: string; fields?: Partial<T> };

export interface ClaimedQueueSenderOptions<T extends QueueItem> {
  queue: ClaimedQueue<T>;
  logger: Logger;
  /** The clock (tests drive it). */
  now: () => Date;
  /** The task's name in the logs. */
  task: string;
  /** How long a claimed item is its sender's: well past any time limit of one try. */
  leaseMs: number;
  /** Tries per round, the first included. */
  maxAttempts: number;
  /** The wait after failed try number `attempt` (1-based). */
  retryDelayMs(attempt: number): number;
  /** One try of a claimed item. */
  attempt(item: T): Promise<TryResult<T>>;
  /** Before a round's claims: false when nothing can be tried now (the round ends there). */
  beforeClaims?(): Promise<boolean>;
  /** The queue's own sweep, at most once an hour per replica (idempotent). */
  sweep?(now: Date): Promise<void>;
  /** What the logs say of an item. */
  describe(item: T): Record<string, unknown>;
  /** The log lines of a failed try: to be retried, and given up after the last. */
  messages: { retry: string; gaveUp: string };
}

/** Items one round tries at most (the next round goes on). */
const ROUND_MAX = 50;
/** Tickets are kept this long (long past any lease). */
const TICKET_RETENTION_MS = 24 * 60 * 60_000;
/** How often a replica sweeps (the sweeps are idempotent: several replicas may run them). */
const SWEEP_EVERY_MS = 60 * 60_000;

/** The sender side: rounds of claims and tries, on a poll and when told of a new item. */
export class ClaimedQueueSender<T extends QueueItem> {
  private running: Promise<number> | null = null;
  private again = false;
  private sweptAt = Number.NEGATIVE_INFINITY;
  /** Set on shutdown: no new try starts, and a failure while closing is not reported. */
  private stopped = false;

  constructor(private readonly options: ClaimedQueueSenderOptions<T>) {}

  /**
   * Tries the items due now, one at a time; how many tries it made. A call while a round runs
   * makes that round go once more, so nothing queued meanwhile waits a poll.
   */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let attempts = 0;
      try {
        do {
          this.again = false;
          attempts += await this.round();
        } while (this.again);
        return attempts;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /**
   * Polls every `intervalMs` and at once whenever `onQueued` reports an item queued in this
   * process; stopped on shutdown.
   */
  start(intervalMs: number, onQueued: (listener: () => void) => () => void): BackgroundTask {
    const tick = () =>
      void this.run().catch((error: unknown) => {
        if (this.stopped) return;
        this.options.logger.warn({ err: error, task: this.options.task }, 'background task failed');
      });
    const stopListening = onQueued(tick);
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    tick();
    return {
      stop: () => {
        this.stopped = true;
        clearInterval(timer);
        stopListening();
      },
    };
  }

  private async round(): Promise<number> {
    const { queue, now, leaseMs } = this.options;
    await this.sweep();
    if (this.options.beforeClaims && !(await this.options.beforeClaims())) return 0;
    let attempts = 0;
    // A claim lost to another replica counts against the round too, so that it always ends.
    for (let claims = 0; claims < ROUND_MAX && !this.stopped; claims++) {
      const item = await queue.claim(now(), leaseMs);
      if (item === 'none') break;
      if (item === 'lost') continue;
      await queue.finish(item, this.outcome(item, await this.options.attempt(item)), now());
      attempts++;
    }
    return attempts;
  }

  /** The fields a try's result writes: a failed try is retried after the backoff, or failed. */
  private outcome(item: T, result: TryResult<T>): Partial<T> {
    if ('done' in result) return result.done;
    const { logger, maxAttempts, messages } = this.options;
    const context = { ...this.options.describe(item), attempt: item.attempts };
    const lastError = result.error;
    if (item.attempts >= maxAttempts) {
      logger.warn({ ...context, lastError }, messages.gaveUp);
      return { ...result.fields, status: 'failed', lastError } as Partial<T>;
    }
    const waitMs = this.options.retryDelayMs(item.attempts);
    // Info, not a warning: a receiving server down for a while is expected, and retried.
    logger.info({ ...context, lastError, waitMs }, messages.retry);
    const nextAttemptAt = new Date(this.options.now().getTime() + waitMs);
    return { ...result.fields, status: 'pending', lastError, nextAttemptAt } as Partial<T>;
  }

  /** The old tickets and the queue's own sweep, at most once an hour per replica. */
  private async sweep(): Promise<void> {
    const now = this.options.now().getTime();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    await this.options.queue.sweepTickets(new Date(now - TICKET_RETENTION_MS));
    await this.options.sweep?.(new Date(now));
  }
}
