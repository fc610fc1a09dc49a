// The products in memory, so that the public reads of the catalog never wait for a database
// query. A read checks the shared version document (catalog-version.ts) when the last check is
// older than CATALOG_CHECK_MS and reloads the whole collection when it changed: another
// replica's write is seen within that bound plus one reload. A write through this replica drops
// the copy at once, so its next read already sees the write. When the database cannot be
// reached, the check fails and so does the read (503), rather than answering an unknown age.
import type { Db } from 'mongodb';
import { readCatalogVersion } from './catalog-version.js';
import type { ProductDocument, ProductsRepository } from './repository.js';

/** How old the last version check may be when a read is answered from the copy. */
export const CATALOG_CHECK_MS = 1000;

export interface CatalogSnapshot {
  version: string;
  /** Every product, in list order (sortOrder, then id). */
  products: readonly ProductDocument[];
  byId: ReadonlyMap<string, ProductDocument>;
}

export class CatalogCopy {
  private loaded: CatalogSnapshot | undefined;
  private checkedAt = 0;
  private refreshing: Promise<CatalogSnapshot> | undefined;
  /** Each refresh and each drop takes a ticket: only a refresh newer than both is kept. */
  private tickets = 0;
  private keptTicket = 0;
  private droppedTicket = 0;

  constructor(
    private readonly db: Db,
    private readonly products: ProductsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The products as of a version check at most CATALOG_CHECK_MS old; with `recheck`, as of a
   * check made now (e.g. before answering that a product does not exist).
   */
  async current(recheck = false): Promise<CatalogSnapshot> {
    if (recheck) return this.refresh();
    if (this.loaded && this.now() - this.checkedAt < CATALOG_CHECK_MS) return this.loaded;
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

  private async refresh(): Promise<CatalogSnapshot> {
    const ticket = ++this.tickets;
    const startedAt = this.now();
    // The version first, then the products: a write in between only causes one more reload.
    const version = await readCatalogVersion(this.db);
    let snapshot = this.loaded;
    if (snapshot?.version !== version) {
      const products = await this.products.findMatching({});
      snapshot = { version, products, byId: new Map(products.map((p) => [p._id, p])) };
    }
    if (ticket > this.keptTicket && ticket > this.droppedTicket) {
      this.loaded = snapshot;
      this.checkedAt = startedAt;
      this.keptTicket = ticket;
    }
    return snapshot;
  }
}
