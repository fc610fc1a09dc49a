import type { LinkEntry } from '../../components/link-list';

/** The two shortcuts at the top of the home view: the draw and the auction. */
export const QUICK_ACCESS: readonly LinkEntry[] = [
  { to: '/draw', titleId: 'content.link.draw', descriptionId: 'content.home.quick.draw' },
  {
    to: '/ai-power-auction',
    titleId: 'content.link.aiPowerAuction',
    descriptionId: 'content.home.quick.auction',
  },
];

/** The main offerings, each leading to its page. */
export const OFFERINGS: readonly LinkEntry[] = [
  { to: '/shop', titleId: 'content.link.shop', descriptionId: 'content.home.offer.shop' },
  {
    to: '/mining-power',
    titleId: 'content.link.miningPower',
    descriptionId: 'content.home.offer.cloudPower',
  },
  {
    to: '/cloud-pricing',
    titleId: 'content.link.cloudPricing',
    descriptionId: 'content.home.offer.gpu',
  },
  { to: '/hosting', titleId: 'content.link.hosting', descriptionId: 'content.home.offer.hosting' },
  {
    to: '/container',
    titleId: 'content.link.container',
    descriptionId: 'content.home.offer.container',
  },
  { to: '/repair', titleId: 'route.repair', descriptionId: 'content.home.offer.repair' },
  {
    to: '/service#protection',
    titleId: 'content.protection.title',
    descriptionId: 'content.home.offer.protection',
  },
  { to: '/speed-up', titleId: 'route.speedUp', descriptionId: 'content.home.offer.speedUp' },
  { to: '/currency', titleId: 'route.currency', descriptionId: 'content.home.offer.market' },
  {
    to: '/calculator',
    titleId: 'content.link.calculator',
    descriptionId: 'content.home.offer.calculator',
  },
];
