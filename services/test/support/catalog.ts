// The catalog the orders are priced from, without the seed's generated pictures (quicker than
// the full seed): every seed product under its seed id.
import type { Db } from 'mongodb';
import { getCollection } from '../../src/db/collections.js';
import { productsCollection } from '../../src/modules/catalog/repository.js';
import { seedFiles } from '../../src/modules/catalog/seed/index.js';

export async function insertSeedProducts(db: Db): Promise<void> {
  const now = new Date();
  const documents = seedFiles.flatMap((file) =>
    file.products.map(({ id, ...input }) => ({
      ...input,
      _id: id,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await getCollection(db, productsCollection).insertMany(documents);
}
