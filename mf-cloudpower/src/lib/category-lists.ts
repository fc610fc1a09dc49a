/**
 * The catalog reads of this remote's one-category pages: each page asks for exactly this, and a
 * page's `firstRead` in the page registry is its request as the API client writes it
 * (pages.test.ts).
 */
import type { ProductQuery } from '@minesite/shared/contract';

/** /ai-miner and /ai-power-buy: the AI compute packages. */
export const AI_POWER_LIST = { category: 'ai-power', pageSize: 50 } as const satisfies ProductQuery;

/** /hosting: the hosting sites' pricing cards. */
export const HOSTING_LIST = {
  category: 'hosting-site',
  pageSize: 20,
} as const satisfies ProductQuery;

/** /cloud-pricing: the GPU cloud plans. */
export const GPU_PLAN_LIST = { category: 'gpu-plan', pageSize: 50 } as const satisfies ProductQuery;

/** /draw and /ai-power-auction: the draws or the auctions. */
export function eventList(category: 'draw' | 'auction') {
  return { category, pageSize: 50 } as const satisfies ProductQuery;
}
