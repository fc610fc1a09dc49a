// This remote alone on its own dev server (`npm run dev -w mf-content`), for its team.
import { renderStandalone } from '@minesite/shared/standalone';

void renderStandalone('mf_content', [
  { path: '/', load: () => import('./pages/home-view') },
  { path: '/currency', load: () => import('./pages/market-page') },
  { path: '/trade', load: () => import('./pages/trade-page') },
  { path: '/service', load: () => import('./pages/service-page') },
  { path: '/speed-up', load: () => import('./pages/speed-up-page') },
  { path: '/power', load: () => import('./pages/power-news-page') },
  { path: '/guide', load: () => import('./pages/guide-page') },
  { path: '/recruitment', load: () => import('./pages/recruitment-page') },
  { path: '/team', load: () => import('./pages/team-page') },
  { path: '/contact', load: () => import('./pages/contact-page') },
  { path: '/warehouse', load: () => import('./pages/warehouse-page') },
  { path: '/repair', load: () => import('./pages/repair-page') },
  { path: '/manual', load: () => import('./pages/manual-page') },
  { path: '/software', load: () => import('./pages/software-page') },
  { path: '/construction', load: () => import('./pages/construction-page') },
]);
