// Data kept in memory, so that public reads never wait for a database query. A read checks the
// shared version document (shared-version.ts) when the last check is older than `checkMs` and
// reloads the whole data set when it changed: another replica's write is seen within that bound
// plus one check and one reload. A write through this replica drops the copy at once, so its
// next read already sees the write.
//
// The check runs behind the reads (stale-while-revalidate, as RFC 5861 names it for caches):
// while it runs, reads are answered from the copy for up to `staleMs` more. A busy database
// answers a check in hundreds of milliseconds; had every read waited for it, every public read
// of that second would have taken as long. When the database cannot be reached, the copy ages
// past `checkMs` + `staleMs`, the reads then wait for a check, and fail with it (503), rather
// than answering an unknown age.

/** How old the last version check may be when a read is answered from a copy, by default. */
export const COPY_CHECK_MS = 1000;

/** How much longer a copy answers at once while its check runs, by default. */
export const COPY_STALE_MS = 4000;

export interface Versioned<T> {
  version: string;
  data: T;
}

export interface VersionedCopyOptions<T> {
  /** The shared version as it is now. */
  readVersion(): Promise<string>;
  /** The whole data set, read after the version. */
  load(): Promise<T>;
  checkMs?: number;
  staleMs?: number;
  now?: () => number;
}

export class VersionedCopy<T> {
  private loaded: Versioned<T> | undefined;
  private checkedAt = 0;
  private refreshing: Promise<Versioned<T>> | undefined;
  /** Each refresh and each drop takes a ticket: only a refresh newer than both is kept. */
  private tickets = 0;
  private keptTicket = 0;
  private droppedTicket = 0;
  private readonly checkMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(private readonly options: VersionedCopyOptions<T>) {
    this.checkMs = options.checkMs ?? COPY_CHECK_MS;
    this.staleMs = options.staleMs ?? COPY_STALE_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * The data as of a version check at most `checkMs` old, or at most `checkMs` + `staleMs` old
   * while a newer check runs; with `recheck`, of one made now.
   */
  async current(recheck = false): Promise<Versioned<T>> {
    if (recheck) return this.refresh();
    const loaded = this.loaded;
    const age = loaded ? this.now() - this.checkedAt : Infinity;
    if (loaded && age < this.checkMs) return loaded;
    if (!this.refreshing) {
      // The reads that arrive meanwhile share this check.
      const run = this.refresh();
      const clear = () => {
        if (this.refreshing === run) this.refreshing = undefined;
      };
      run.then(clear, clear);
      this.refreshing = run;
    }
    // Not waited for: a failed check is tried again by a later read (and fails the reads that
    // wait for it once the copy is too old).
    if (loaded && age < this.checkMs + this.staleMs) return loaded;
    return this.refreshing;
  }

  /** After a write through this replica: the next read reloads. */
  drop(): void {
    this.loaded = undefined;
    this.refreshing = undefined;
    this.droppedTicket = ++this.tickets;
  }

  private async refresh(): Promise<Versioned<T>> {
    const ticket = ++this.tickets;
    const startedAt = this.now();
    // The version first, then the data: a write in between only causes one more reload.
    const version = await this.options.readVersion();
    let snapshot = this.loaded;
    if (snapshot?.version !== version) snapshot = { version, data: await this.options.load() };
    if (ticket > this.keptTicket && ticket > this.droppedTicket) {
      this.loaded = snapshot;
      this.checkedAt = startedAt;
      this.keptTicket = ticket;
    }
    return snapshot;
  }
}
