/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';

export const registry = definePages('mf_cloudpower', [
  { path: '/mining-power', file: 'mining-power-page', titleId: 'route.miningPower' },
  {
    path: '/mining-power-detail',
    file: 'mining-power-detail-page',
    titleId: 'route.miningPowerDetail',
    navTab: 'miningAi',
  },
  { path: '/cloud-pricing', file: 'cloud-pricing-page', titleId: 'route.cloudPricing' },
  { path: '/hosting', file: 'hosting-page', titleId: 'route.hosting', navTab: 'miningAi' },
  {
    path: '/calculator',
    file: 'calculator-page',
    titleId: 'route.calculator',
    homeView: 'calculator',
  },
  { path: '/ai-miner', file: 'ai-miner-page', titleId: 'route.aiMiner', navTab: 'miningAi' },
  {
    path: '/ai-power-buy',
    file: 'ai-power-buy-page',
    titleId: 'route.aiPowerBuy',
    navTab: 'miningAi',
  },
  {
    path: '/ai-power-auction',
    file: 'ai-power-auction-page',
    titleId: 'route.aiPowerAuction',
    navTab: 'miningAi',
  },
  { path: '/draw', file: 'draw-page', titleId: 'route.draw', navTab: 'miningAi' },
]);
