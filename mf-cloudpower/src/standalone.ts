// This remote alone on its own dev server (`npm run dev -w mf-cloudpower`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';

void renderStandalone('mf_cloudpower', [
  { path: '/mining-power', load: () => import('./pages/mining-power-page') },
  { path: '/mining-power-detail', load: () => import('./pages/mining-power-detail-page') },
  { path: '/cloud-pricing', load: () => import('./pages/cloud-pricing-page') },
  { path: '/hosting', load: () => import('./pages/hosting-page') },
  { path: '/calculator', load: () => import('./pages/calculator-page') },
  { path: '/ai-miner', load: () => import('./pages/ai-miner-page') },
  { path: '/ai-power-buy', load: () => import('./pages/ai-power-buy-page') },
  { path: '/ai-power-auction', load: () => import('./pages/ai-power-auction-page') },
  { path: '/draw', load: () => import('./pages/draw-page') },
]);
