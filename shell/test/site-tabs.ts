/** The bottom navigation's tabs of the site config the shell ships, for tests and journeys. */
import { parseNavTabs } from '@minesite/shared/config';
import type { Locale } from '@minesite/shared/locales';
import siteConfig from '../public/site-config.json' with { type: 'json' };

export const SITE_TABS = parseNavTabs(siteConfig.navTabs);

/** A tab's label in `locale`. */
export function tabLabel(key: string, locale: Locale): string {
  const tab = SITE_TABS.find((t) => t.key === key);
  if (!tab) throw new Error(`the site config has no tab ${key}`);
  return tab.labels[locale];
}
