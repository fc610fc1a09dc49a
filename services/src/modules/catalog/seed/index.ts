/**
 * The catalog's seed, one file per category, each exporting `products: SeedProduct[]`
 * (seed-product.ts). To add one: write `seed/<category>.ts`, then add its import and its entry
 * to `seedFiles` below. Seeding inserts only ids it never seeded before (seed-catalog.ts), so the
 * operator's edits and deletes stay.
 */
import * as aiPower from './ai-power.js';
import * as auctions from './auctions.js';
import * as cloudPackages from './cloud-packages.js';
import * as containers from './containers.js';
import * as draws from './draws.js';
import * as gasGenerators from './gas-generators.js';
import * as gpuPlans from './gpu-plans.js';
import * as hostingSites from './hosting-sites.js';
import * as miners from './miners.js';
import * as waterCooling from './water-cooling.js';
import type { SeedFile } from './seed-product.js';

export const seedFiles: readonly SeedFile[] = [
  miners,
  containers,
  gasGenerators,
  waterCooling,
  cloudPackages,
  gpuPlans,
  hostingSites,
  aiPower,
  draws,
  auctions,
];
