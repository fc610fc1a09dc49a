// Data kept in memory, so that public reads never wait for a database query. A read checks the
// shared version document (shared-version.ts) when the last check is older than `checkMs` and
// reloads the whole data set when it changed: another replica's write is seen within that bound
// plus one reload. A write through this replica drops the copy at once, so its next read already
// sees the write. When the database cannot be reached, the check fails and so does the read
// (503), rather than answering an unknown age.

/** How old the last version check may be when a read is answered from a copy, by default. */
export const COPY_CHECK_MS = 1000;

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
  private readonly now: () => number;

  constructor(private readonly options: VersionedCopyOptions<T>) {
    this.checkMs = options.checkMs ?? COPY_CHECK_MS;
    this.now = options.now ?? Date.now;
  }

  /** The data as of a version check at most `checkMs` old; with `recheck`, of one made now. */
  async current(recheck = false): Promise<Versioned<T>> {
    if (recheck) return this.refresh();
    if (this.loaded && this.now() - this.checkedAt < this.checkMs) return this.loaded;
    if (!this.refreshing) {
      // The reads that arrive meanwhile wait for the same check.
      const run = this.refresh();
      const clear = () => {
        if (this.refreshing === run) this.refreshing = undefined;
      };
      run.then(clear, clear);
      this.refreshing = run;
    }
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
