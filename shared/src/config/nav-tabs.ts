/**
 * The bottom navigation's tabs, as the site config declares them: the bar is data, so a tab is
 * added, renamed or moved by configuration, not by rebuilding the shell. The pages fill the
 * tabs' panels from their own registries (`navPanel.tab` names a tab's key).
 */
import { LOCALES, type Locale } from '../i18n/locales';

export interface NavTabConfig {
  /** What a page's `navPanel.tab` names. */
  key: string;
  /** The tab's label in every language. */
  labels: Record<Locale, string>;
  /** A 24×24 outline icon: SVG path data. */
  icon: string;
  /** A tab that opens this address instead of a panel (home opens the shell's home). */
  to?: string;
  /** Drawn as the raised centre button. */
  centre?: boolean;
}

const KEY = /^[A-Za-z][\w-]{0,31}$/;
/** Path data only: commands, numbers, separators (it is written into the HTML's markup). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]{1,2000}$/;

function readLabels(raw: unknown): Record<Locale, string> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const labels = raw as Record<string, unknown>;
  const ok = LOCALES.every((l) => typeof labels[l] === 'string' && labels[l].trim() !== '');
  return ok
    ? (Object.fromEntries(LOCALES.map((l) => [l, labels[l]])) as Record<Locale, string>)
    : null;
}

function readTab(raw: unknown): NavTabConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { key, labels, icon, to, centre } = raw as Record<string, unknown>;
  const read = readLabels(labels);
  if (typeof key !== 'string' || !KEY.test(key) || !read) return null;
  if (typeof icon !== 'string' || !PATH_DATA.test(icon)) return null;
  if (to !== undefined && (typeof to !== 'string' || !to.startsWith('/'))) return null;
  return {
    key,
    labels: read,
    icon,
    ...(to === undefined ? {} : { to }),
    ...(centre === true ? { centre: true } : {}),
  };
}

/** The tabs a config lists, in its order; a malformed tab or a second one with a key is left out. */
export function parseNavTabs(raw: unknown): NavTabConfig[] {
  if (!Array.isArray(raw)) return [];
  const tabs: NavTabConfig[] = [];
  for (const item of raw) {
    const tab = readTab(item);
    if (tab && !tabs.some((t) => t.key === tab.key)) tabs.push(tab);
  }
  return tabs;
}
