/**
 * The bottom navigation: the bar's tabs are the site config's (`navTabs`), the pages fill their
 * panels, each declaring its entry in its remote's registry (`navPanel`). The shell writes no
 * tab and no page's path: a tab is configuration, an entry is its page's.
 */
import type { Locale } from '@minesite/shared/locale';
import type { NavTabConfig } from '@minesite/shared/config';
import type { NavTabKey } from '@minesite/shared/federation';
import type { PublishedNavEntry } from '@minesite/shared/federation/published-pages';

export type { NavTabKey };
export type NavTab = NavTabConfig;

/** An address a tab lists: a page's declared entry, or a tab's own route. */
export interface NavEntry {
  tab: NavTabKey;
  to: string;
  /** None for a tab's own route (it has no panel). */
  labels?: Record<Locale, string>;
}

/** Every address the bar lists: the tabs' own routes, then the pages' entries in their order. */
export function navEntries(
  tabs: readonly NavTab[],
  declared: readonly PublishedNavEntry[],
): NavEntry[] {
  return [...tabs.flatMap((tab) => (tab.to ? [{ tab: tab.key, to: tab.to }] : [])), ...declared];
}

/** The entries a tab's panel lists (none for a tab with a route of its own). */
export function panelEntries(tab: NavTab, entries: readonly NavEntry[]): NavEntry[] {
  return tab.to ? [] : entries.filter((entry) => entry.tab === tab.key);
}
