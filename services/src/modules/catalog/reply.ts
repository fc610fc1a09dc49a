import type { Product } from '@minesite/shared/contract';
import type { ProductDocument } from './repository.js';

/** The stored product as the service answers it (`productSchema` of the contract). */
export function toProductReply(product: ProductDocument): Product {
  const { _id, createdAt, updatedAt, ...fields } = product;
  return {
    id: _id,
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as Product;
}
