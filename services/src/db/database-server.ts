// What the service needs to know about the database server it talks to: its clock (so that
// every replica of the service measures lock leases and rate-limit windows on one clock, not
// each on its own), and whether it is FerretDB, whose updates are not atomic (a conditional
// update or an `$inc` sent twice at once can both read the old value) and whose v1 serves no
// query from an index but `_id`'s. Both come from one `buildInfo`, asked once per handle.
import type { Db, Document } from 'mongodb';

/** How long a measured offset between this process's clock and the server's is trusted. */
const CLOCK_REFRESH_MS = 30_000;

export class DatabaseServer {
  private offset?: { ms: number; measuredAt: number };
  private measuring?: Promise<number>;
  private info?: Promise<Document>;

  constructor(private readonly db: Db) {}

  /** The server's time now: this process's clock corrected by the offset `hello` showed. */
  async now(): Promise<Date> {
    const local = Date.now();
    if (this.offset && local - this.offset.measuredAt < CLOCK_REFRESH_MS) {
      return new Date(local + this.offset.ms);
    }
    this.measuring ??= this.measureOffset().finally(() => (this.measuring = undefined));
    return new Date(Date.now() + (await this.measuring));
  }

  /** True for FerretDB (its `buildInfo` names its version), false for MongoDB. */
  async isFerretDb(): Promise<boolean> {
    return 'ferretdbVersion' in (await this.buildInfo());
  }

  /**
   * Whether the server is FerretDB v1 (the local and test database), known by the feature list
   * its `buildInfo` adds: its backends look documents up by `_id` alone, so a plain index
   * there only slows every write (db/collections.ts makes only the unique ones).
   */
  async servesOnlyIdFromIndexes(): Promise<boolean> {
    return (await this.buildInfo()).ferretdbFeatures !== undefined;
  }

  private buildInfo(): Promise<Document> {
    this.info ??= this.db.command({ buildInfo: 1 }).catch((error: unknown) => {
      this.info = undefined; // not known yet: ask again next time
      throw error;
    });
    return this.info;
  }

  private async measureOffset(): Promise<number> {
    const sent = Date.now();
    const reply = await this.db.command({ hello: 1 });
    const received = Date.now();
    const serverTime = reply.localTime instanceof Date ? reply.localTime.getTime() : received;
    // The server read its clock about halfway through the round trip.
    const ms = serverTime - (sent + received) / 2;
    this.offset = { ms, measuredAt: received };
    return ms;
  }
}

const servers = new WeakMap<Db, DatabaseServer>();

/**
 * One instance per database handle, shared by every module, the start and every readiness
 * probe (one clock offset, one `buildInfo`).
 */
export function databaseServer(db: Db): DatabaseServer {
  let server = servers.get(db);
  if (!server) {
    server = new DatabaseServer(db);
    servers.set(db, server);
  }
  return server;
}
