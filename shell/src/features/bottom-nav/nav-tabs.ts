/**
 * The bottom navigation: the shell draws the bar's tabs; the pages fill their
 * panels, each declaring its entry in its remote's registry (`navPanel`), so the shell writes no
 * page's path. Home opens the shell's own home.
 */
import type { Locale } from '@minesite/shared/locale';
import type { NavTabKey } from '@minesite/shared/federation';
import type { PublishedNavEntry } from '@minesite/shared/federation/published-pages';
import { HOME_ROUTES } from '../../routing/shell-routes';

export type { NavTabKey };

export interface NavTab {
  key: NavTabKey;
  labelId: string;
  /** A tab that opens one of the shell's own routes instead of a panel. */
  to?: string;
  /** Drawn as the raised centre button. */
  centre?: boolean;
}

export const NAV_TABS: readonly NavTab[] = [
  { key: 'home', labelId: 'shell.nav.tab.home', to: HOME_ROUTES[0]!.path },
  { key: 'training', labelId: 'shell.nav.tab.training' },
  { key: 'miningAi', labelId: 'shell.nav.tab.miningAi', centre: true },
  { key: 'product', labelId: 'shell.nav.tab.product' },
  { key: 'service', labelId: 'shell.nav.tab.service' },
];

/** An address a tab lists: a page's declared entry, or a tab's own route. */
export interface NavEntry {
  tab: NavTabKey;
  to: string;
  /** None for a tab's own route (it has no panel). */
  labels?: Record<Locale, string>;
}

/** Every address the bar lists: the tabs' own routes, then the pages' entries in their order. */
export function navEntries(declared: readonly PublishedNavEntry[]): NavEntry[] {
  return [
    ...NAV_TABS.flatMap((tab) => (tab.to ? [{ tab: tab.key, to: tab.to }] : [])),
    ...declared,
  ];
}

/** The entries a tab's panel lists (none for a tab with a route of its own). */
export function panelEntries(tab: NavTab, entries: readonly NavEntry[]): NavEntry[] {
  return tab.to ? [] : entries.filter((entry) => entry.tab === tab.key);
}
