// Seeds the catalog at start. Each seed product is inserted once, ever: the ids already seeded
// are remembered in `catalog_seeded`, so a product the operator edited or deleted stays as the
// operator left it, and a restart (or several replicas starting together) changes nothing.
import {
  productIdSchema,
  productInputSchema,
  UPLOAD_WIDTHS,
  UPLOADS_PATH,
} from '@minesite/shared/contract';
import { type Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { ImageStore } from '../uploads/image-store.js';
import { copyName, saveWithCopies, scaledCopies } from '../uploads/scaled-image.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { productImage } from './product-image.js';
import { productsCollection, type ProductDocument } from './repository.js';
import type { SeedFile, SeedProduct } from './seed/seed-product.js';
import { ignoreDuplicate } from '../../db/duplicate-key.js';

interface SeededDocument {
  _id: string;
  seededAt: Date;
}

export const catalogSeededCollection = defineCollection<SeededDocument>('catalog_seeded');

/** Where a seeded product's generated picture is served. */
const seedImageName = (id: string) => `seed-${id}.webp`;

export interface SeedResult {
  /** Ids inserted by this run. */
  inserted: string[];
}

export async function seedCatalog(
  db: Db,
  files: readonly SeedFile[],
  now: () => Date = () => new Date(),
): Promise<SeedResult> {
  const products = checkedSeed(files);
  const seeded = getCollection(db, catalogSeededCollection);
  const done = new Set(
    (await seeded.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id),
  );
  const images = new ImageStore(db);
  const inserted: string[] = [];
  for (const product of products) {
    if (done.has(product.id)) continue;
    const document = await toDocument(product, images, now());
    if (await insertOnce(db, document)) inserted.push(product.id);
    await ignoreDuplicate(seeded.insertOne({ _id: product.id, seededAt: now() }));
  }
  // The replicas already running reload their copies of the catalog.
  if (inserted.length > 0) await bumpCatalogVersion(db, now());
  return { inserted };
}

/** Every seed product parses with the contract and has a unique, well-formed id. */
function checkedSeed(files: readonly SeedFile[]): SeedProduct[] {
  const products = files.flatMap((file) => file.products);
  const ids = new Set<string>();
  for (const product of products) {
    const { id, ...input } = product;
    if (!productIdSchema.safeParse(id).success)
      throw new Error(`Seed product id ${id} is malformed`);
    if (ids.has(id)) throw new Error(`Seed product id ${id} appears twice`);
    ids.add(id);
    const parsed = productInputSchema.safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`Seed product ${id} does not match the contract: ${problems.join('; ')}`);
    }
  }
  return products;
}

async function toDocument(
  product: SeedProduct,
  images: ImageStore,
  at: Date,
): Promise<ProductDocument> {
  const { id, ...input } = product;
  let pictures = input.images;
  if (pictures.length === 0) {
    const name = seedImageName(id);
    // Drawn with its copies at every width, one picture at a time (the seed runs before listen,
    // one product after another), so it needs no turn of the image work gate.
    if (!(await storedWithCopies(images, name))) {
      const bytes = await productImage(id, input.category);
      await saveWithCopies(images, name, bytes, 'image/webp', await scaledCopies(bytes));
    }
    pictures = [`${UPLOADS_PATH}/${name}`];
  }
  return { ...input, images: pictures, _id: id, createdAt: at, updatedAt: at } as ProductDocument;
}

async function storedWithCopies(images: ImageStore, name: string): Promise<boolean> {
  const names = [name, ...UPLOAD_WIDTHS.map((width) => copyName(name, width))];
  for (const stored of names) if (!(await images.exists(stored))) return false;
  return true;
}

async function insertOnce(db: Db, document: ProductDocument): Promise<boolean> {
  return ignoreDuplicate(getCollection(db, productsCollection).insertOne(document));
}
