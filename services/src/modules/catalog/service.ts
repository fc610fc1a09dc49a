import { randomBytes } from 'node:crypto';
import type { Page, ParsedProductQuery, Product, ProductInput } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { NotFoundError } from '../../http/errors.js';
import { CatalogCopy } from './catalog-copy.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { productMatcher } from './product-filter.js';
import { toProductReply } from './reply.js';
import type { ProductDocument, ProductsRepository } from './repository.js';

/** The list answers kept for one version (a searched word is a question of its own). */
const LISTS_KEPT = 200;

/**
 * The public reads are answered from the in-memory copy (catalog-copy.ts); every write goes to
 * the database, then bumps the shared version and drops this replica's copy.
 */
export class CatalogService {
  private readonly copy: CatalogCopy;
  private listed = { version: '', replies: new Map<string, Page<Product>>() };

  constructor(
    private readonly db: Db,
    private readonly products: ProductsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.copy = new CatalogCopy(db, products);
  }

  /**
   * The list's answer, kept per question for the copy's version: the same object for the same
   * question, so that it is serialized once (http/conditional-get.ts). Never changed once made.
   */
  async listReply(query: ParsedProductQuery): Promise<Page<Product>> {
    const { version, products } = await this.copy.current();
    if (this.listed.version !== version) this.listed = { version, replies: new Map() };
    const key = JSON.stringify(query);
    let reply = this.listed.replies.get(key);
    if (!reply) {
      const page = pageOf(products, query);
      reply = { ...page, items: page.items.map(toProductReply) };
      if (this.listed.replies.size >= LISTS_KEPT) this.listed.replies.clear();
      this.listed.replies.set(key, reply);
    }
    return reply;
  }

  /** The product, or 404. */
  async get(id: string): Promise<ProductDocument> {
    return (await this.find(id)) ?? throwNotFound(id);
  }

  /** From the copy; a product it lacks is looked for once more after a fresh version check. */
  async find(id: string): Promise<ProductDocument | null> {
    const found = (await this.copy.current()).byId.get(id);
    return found ?? (await this.copy.current(true)).byId.get(id) ?? null;
  }

  /** A new product under a server-made id. */
  async create(input: ProductInput): Promise<ProductDocument> {
    const now = this.now();
    const product = await this.products.insert({
      ...input,
      _id: newProductId(),
      createdAt: now,
      updatedAt: now,
    });
    await this.changed();
    return product;
  }

  async update(id: string, input: ProductInput): Promise<ProductDocument> {
    const product = (await this.products.replace(id, input, this.now())) ?? throwNotFound(id);
    await this.changed();
    return product;
  }

  async remove(id: string): Promise<void> {
    if (!(await this.products.delete(id))) throwNotFound(id);
    await this.changed();
  }

  private async changed(): Promise<void> {
    // Dropped before the bump too: should the bump fail, this replica still reads the write.
    this.copy.drop();
    await bumpCatalogVersion(this.db, this.now());
    this.copy.drop();
  }
}

/** `p` and 16 hexadecimal characters, unlike the short readable ids of the seed. */
function newProductId(): string {
  return `p${randomBytes(8).toString('hex')}`;
}

function throwNotFound(id: string): never {
  throw new NotFoundError(`Product ${id} not found`, { code: 'product_not_found' });
}

/** Sorted by sortOrder, then id; `page` counts from 1. */
function pageOf(
  products: readonly ProductDocument[],
  query: ParsedProductQuery,
): Page<ProductDocument> {
  const matching = products.filter(productMatcher(query));
  const { page, pageSize } = query;
  const skip = (page - 1) * pageSize;
  return { items: matching.slice(skip, skip + pageSize), total: matching.length, page, pageSize };
}
