// The products in memory (db/versioned-copy.ts), so that the public reads of the catalog never
// wait for a database query: another replica's write shows within CATALOG_CHECK_MS plus one
// check and reload (up to COPY_STALE_MS more while the database is slow to answer the check),
// a write through this replica at its next read.
import type { Db } from 'mongodb';
import { COPY_CHECK_MS, VersionedCopy } from '../../db/versioned-copy.js';
import { readCatalogVersion } from './catalog-version.js';
import type { ProductDocument, ProductsRepository } from './repository.js';

/** How old the last version check may be when a read is answered from the copy. */
export const CATALOG_CHECK_MS = COPY_CHECK_MS;

export interface CatalogSnapshot {
  version: string;
  /** Every product, in list order (sortOrder, then id). */
  products: readonly ProductDocument[];
  byId: ReadonlyMap<string, ProductDocument>;
}

interface Products {
  products: readonly ProductDocument[];
  byId: ReadonlyMap<string, ProductDocument>;
}

export class CatalogCopy {
  private readonly copy: VersionedCopy<Products>;

  constructor(db: Db, products: ProductsRepository, now: () => number = Date.now) {
    this.copy = new VersionedCopy({
      readVersion: () => readCatalogVersion(db),
      load: async () => {
        const list = await products.findMatching({});
        return { products: list, byId: new Map(list.map((p) => [p._id, p])) };
      },
      checkMs: CATALOG_CHECK_MS,
      now,
    });
  }

  /**
   * The products as of a version check at most CATALOG_CHECK_MS old; with `recheck`, as of a
   * check made now (e.g. before answering that a product does not exist).
   */
  async current(recheck = false): Promise<CatalogSnapshot> {
    const { version, data } = await this.copy.current(recheck);
    return { version, ...data };
  }

  /** After a write through this replica: the next read reloads. */
  drop(): void {
    this.copy.drop();
  }
}
