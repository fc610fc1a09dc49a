import { NAV_TABS, type NavTabKey } from './nav-tabs';

/** `/shop/` and `/shop` are the same page. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The tab to highlight for a path (spec section 2): a tab listing exactly this path; else the
 * tab with the longest entry this path is below (`/repair/online` → Training); else the page's
 * own property; else none. `/` is only ever an exact match, or every path would be Home.
 */
export function activeTabFor(pathname: string, pageTab?: NavTabKey): NavTabKey | undefined {
  const path = normalise(pathname);
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
