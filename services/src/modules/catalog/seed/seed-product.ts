import type { ProductInput } from '@minesite/shared/contract';

/**
 * A product of the seed: the contract's product input with its stable id (lowercase letters,
 * digits and -; `1` is the whole-machine page). Leave `images` empty to get a generated
 * picture, stored and served like an upload at `/api/uploads/seed-<id>.webp`.
 */
export type SeedProduct = ProductInput & { id: string };

/** What every file of seed/ exports. */
export interface SeedFile {
  products: readonly SeedProduct[];
}
