import { normalisePath } from '@minesite/shared/federation/route-match';
import { NAV_TABS, type NavTabKey } from './nav-tabs';

/**
 * The tab to highlight for a path (spec section 2): a tab listing exactly this path; else the
 * tab with the longest entry this path is below (`/repair/online` → Training); else the page's
 * own property; else none. `/` is only ever an exact match, or every path would be Home. The
 * HTML's boot script marks the first paint's tab with this same rule.
 */
export function activeTabFor(pathname: string, pageTab?: NavTabKey): NavTabKey | undefined {
  const path = normalisePath(pathname);
  const exact = NAV_TABS.find((tab) => tab.entries.some((entry) => entry.path === path));
  if (exact) return exact.key;

  let best: { key: NavTabKey; length: number } | undefined;
  for (const tab of NAV_TABS) {
    for (const { path: entry } of tab.entries) {
      if (entry === '/' || !path.startsWith(`${entry}/`)) continue;
      if (!best || entry.length > best.length) best = { key: tab.key, length: entry.length };
    }
  }
  return best?.key ?? pageTab;
}
