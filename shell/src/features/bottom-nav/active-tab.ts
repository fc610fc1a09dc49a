import { normalisePath } from '@minesite/shared/federation/route-match';
import type { NavEntry, NavTabKey } from './nav-tabs';

/**
 * The tab to highlight for a path: a tab listing exactly this path; else the
 * tab with the longest entry this path is below (`/repair/online` → Training); else the page's
 * own property; else none. `/` is only ever an exact match, or every path would be Home. The
 * HTML's boot script marks the first paint's tab with this same rule.
 */
export function activeTabFor(
  entries: readonly NavEntry[],
  pathname: string,
  pageTab?: NavTabKey,
): NavTabKey | undefined {
  const path = normalisePath(pathname);
  const exact = entries.find((entry) => entry.to === path);
  if (exact) return exact.tab;

  let best: { key: NavTabKey; length: number } | undefined;
  for (const { tab, to } of entries) {
    if (to === '/' || !path.startsWith(`${to}/`)) continue;
    if (!best || to.length > best.length) best = { key: tab, length: to.length };
  }
  return best?.key ?? pageTab;
}
