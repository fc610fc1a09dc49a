/**
 * The catalog reads of the shop's one-category pages: each page asks for exactly this, and its
 * `firstRead` in the page registry is this request as the API client writes it (pages.test.ts).
 */
import type { ProductQuery } from '@minesite/shared/contract';

/** /container: the container models. */
export const CONTAINER_LIST = {
  category: 'container',
  pageSize: 20,
} as const satisfies ProductQuery;

/** /cooling: the water-cooling systems. */
export const COOLING_LIST = {
  category: 'water-cooling',
  pageSize: 20,
} as const satisfies ProductQuery;

/** /natural-power: the gas generator sets. */
export const GENERATOR_LIST = {
  category: 'gas-generator',
  pageSize: 20,
} as const satisfies ProductQuery;
