/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list. A page whose largest paint shows its catalog read declares that
 * read as its `firstRead` (pages.test.ts; no pictures: these cards have none).
 */
import { definePages } from '@minesite/shared/federation';
import { endpointUrl } from '@minesite/shared/api-endpoint';
import type { ProductQuery } from '@minesite/shared/contract';
import { productRoutes } from '@minesite/shared/routes/products';

/** A page of the catalog, as the page's list asks for it. */
const productList = (query: ProductQuery) => endpointUrl(productRoutes.list, { query });

export const registry = definePages('mf_cloudpower', [
  {
    path: '/mining-power',
    file: 'mining-power-page',
    titleId: 'route.miningPower',
    navPanel: { tab: 'miningAi', order: 30, labelId: 'nav.entry.cloudHashPower' },
    firstRead: { path: productList({ category: 'cloud-package', pageSize: 100 }) },
  },
  {
    path: '/mining-power-detail',
    file: 'mining-power-detail-page',
    titleId: 'route.miningPowerDetail',
    navTab: 'miningAi',
  },
  {
    path: '/cloud-pricing',
    file: 'cloud-pricing-page',
    titleId: 'route.cloudPricing',
    navPanel: { tab: 'miningAi', order: 20, labelId: 'nav.entry.aiCompute' },
    firstRead: { path: productList({ category: 'gpu-plan', pageSize: 50 }) },
  },
  {
    path: '/hosting',
    file: 'hosting-page',
    titleId: 'route.hosting',
    navTab: 'miningAi',
    firstRead: { path: productList({ category: 'hosting-site', pageSize: 20 }) },
  },
  {
    path: '/calculator',
    file: 'calculator-page',
    titleId: 'route.calculator',
    navPanel: { tab: 'service', order: 90, labelId: 'nav.entry.calculator' },
    homeView: { key: 'calculator', order: 50, labelId: 'nav.homeTab.calculator' },
    sideNav: { order: 10, labelId: 'nav.entry.calculator' },
  },
  {
    path: '/ai-miner',
    file: 'ai-miner-page',
    titleId: 'route.aiMiner',
    navPanel: { tab: 'miningAi', order: 25, labelId: 'nav.entry.aiMiner' },
    navTab: 'miningAi',
    firstRead: { path: productList({ category: 'ai-power', pageSize: 50 }) },
  },
  {
    path: '/ai-power-buy',
    file: 'ai-power-buy-page',
    titleId: 'route.aiPowerBuy',
    navTab: 'miningAi',
    firstRead: { path: productList({ category: 'ai-power', pageSize: 50 }) },
  },
  {
    path: '/ai-power-auction',
    file: 'ai-power-auction-page',
    titleId: 'route.aiPowerAuction',
    navTab: 'miningAi',
    firstRead: { path: productList({ category: 'auction', pageSize: 50 }) },
  },
  {
    path: '/draw',
    file: 'draw-page',
    titleId: 'route.draw',
    navTab: 'miningAi',
    firstRead: { path: productList({ category: 'draw', pageSize: 50 }) },
  },
]);
