/** The bottom navigation of the spec (section 2): five tabs and the pages each one lists. */

import type { NavTabKey } from '@minesite/shared/federation';

export type { NavTabKey };

export interface NavEntry {
  path: string;
  labelId: string;
}

export interface NavTab {
  key: NavTabKey;
  labelId: string;
  /** One entry: the tab navigates there. More: the tab opens a panel listing them. */
  entries: readonly NavEntry[];
  /** Drawn as the raised centre button. */
  centre?: boolean;
}

export const NAV_TABS: readonly NavTab[] = [
  {
    key: 'home',
    labelId: 'shell.nav.tab.home',
    entries: [{ path: '/', labelId: 'shell.nav.tab.home' }],
  },
  {
    key: 'training',
    labelId: 'shell.nav.tab.training',
    entries: [
      { path: '/repair', labelId: 'shell.nav.entry.repair' },
      { path: '/software', labelId: 'shell.nav.entry.software' },
    ],
  },
  {
    key: 'miningAi',
    labelId: 'shell.nav.tab.miningAi',
    centre: true,
    entries: [
      { path: '/product/1', labelId: 'shell.nav.entry.wholeMachine' },
      { path: '/cloud-pricing', labelId: 'shell.nav.entry.aiCompute' },
      { path: '/mining-power', labelId: 'shell.nav.entry.cloudHashPower' },
      { path: '/my-orders', labelId: 'shell.nav.entry.myOrders' },
    ],
  },
  {
    key: 'product',
    labelId: 'shell.nav.tab.product',
    entries: [
      { path: '/shop', labelId: 'shell.nav.entry.shop' },
      { path: '/container', labelId: 'shell.nav.entry.container' },
      { path: '/cooling', labelId: 'shell.nav.entry.cooling' },
      { path: '/natural-power', labelId: 'shell.nav.entry.naturalPower' },
    ],
  },
  {
    key: 'service',
    labelId: 'shell.nav.tab.service',
    entries: [
      { path: '/recruitment', labelId: 'shell.nav.entry.recruitment' },
      { path: '/contact', labelId: 'shell.nav.entry.contact' },
      { path: '/team', labelId: 'shell.nav.entry.team' },
      { path: '/power', labelId: 'shell.nav.entry.news' },
      { path: '/construction', labelId: 'shell.nav.entry.construction' },
      { path: '/speed-up', labelId: 'shell.nav.entry.speedUp' },
      { path: '/warehouse', labelId: 'shell.nav.entry.warehouse' },
      { path: '/currency', labelId: 'shell.nav.entry.currency' },
      { path: '/calculator', labelId: 'shell.nav.entry.calculator' },
    ],
  },
];

export function hasPanel(tab: NavTab): boolean {
  return tab.entries.length > 1;
}
