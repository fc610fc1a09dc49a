import { randomBytes } from 'node:crypto';
import type { Page, ParsedProductQuery, ProductInput } from '@minesite/shared/contract';
import { readPage } from '../../db/paged-list.js';
import { NotFoundError } from '../../http/errors.js';
import { productFilter } from './product-filter.js';
import type { ProductDocument, ProductsRepository } from './repository.js';

export class CatalogService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sorted by sortOrder, then id; `page` counts from 1. */
  list(query: ParsedProductQuery): Promise<Page<ProductDocument>> {
    const filter = productFilter(query);
    return readPage(
      {
        rows: (skip, limit) => this.products.findMatching(filter, skip, limit),
        count: () => this.products.countMatching(filter),
      },
      query,
    );
  }

  async get(id: string): Promise<ProductDocument> {
    return (await this.products.findById(id)) ?? throwNotFound(id);
  }

  /** A new product under a server-made id. */
  create(input: ProductInput): Promise<ProductDocument> {
    const now = this.now();
    return this.products.insert({ ...input, _id: newProductId(), createdAt: now, updatedAt: now });
  }

  async update(id: string, input: ProductInput): Promise<ProductDocument> {
    return (await this.products.replace(id, input, this.now())) ?? throwNotFound(id);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.products.delete(id))) throwNotFound(id);
  }
}

/** `p` and 16 hexadecimal characters, unlike the short readable ids of the seed. */
function newProductId(): string {
  return `p${randomBytes(8).toString('hex')}`;
}

function throwNotFound(id: string): never {
  throw new NotFoundError(`Product ${id} not found`, { code: 'product_not_found' });
}
