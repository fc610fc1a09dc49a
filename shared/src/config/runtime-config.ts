/**
 * Run-time configuration of the site: where the API is, where each remote's manifest is, and
 * the bottom navigation's tabs.
 * It is read once from a JSON file served beside the shell (or a standalone remote), so one
 * build runs in every environment and a remote can move without rebuilding the shell.
 */
import { parseNavTabs, type NavTabConfig } from './nav-tabs';

export { parseNavTabs, type NavTabConfig };

/**
 * A remote's Module Federation name (`mf_shop`). The remotes are data: whichever this file
 * names, so a new remote is added by configuration and its own build.
 */
export type RemoteName = string;

/** A Module Federation name must be a JavaScript identifier. */
const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;

export interface RuntimeConfig {
  /** Base URL of the API, e.g. `http://localhost:3001`. */
  apiBaseUrl: string;
  /** `mf-manifest.json` URL of each remote, in the file's order. */
  remotes: Record<RemoteName, string>;
  /** The bottom navigation's tabs, in the bar's order. */
  navTabs: NavTabConfig[];
  /** The share of page views (0–1) that report their Core Web Vitals; 0 when unset. */
  vitalsSampleRate: number;
}

export const CONFIG_FILE = 'site-config.json';

/** Where the page is: the parts of `location` a config value may name. */
export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'host'>;

/**
 * Values may say `{protocol}` and `{hostname}`, so one file serves localhost and a phone on the
 * LAN; or `{origin}` (the page's own scheme, host and port) for a site served from one origin,
 * the remotes and the API under its paths (`npm start -- --https`, the production servers).
 */
export function expandLocation(value: string, loc: PageLocation): string {
  return value
    .replaceAll('{origin}', `${loc.protocol}//${loc.host}`)
    .replaceAll('{protocol}', loc.protocol)
    .replaceAll('{hostname}', loc.hostname);
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '{protocol}//{hostname}:3001',
  remotes: {},
  navTabs: [],
  vitalsSampleRate: 0,
};

let current: RuntimeConfig | null = null;

export function parseRuntimeConfig(raw: unknown, loc: PageLocation): RuntimeConfig {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<RuntimeConfig>;
  const apiBaseUrl =
    typeof input.apiBaseUrl === 'string' ? input.apiBaseUrl : DEFAULT_CONFIG.apiBaseUrl;
  const remotes: RuntimeConfig['remotes'] = {};
  const named: unknown = input.remotes;
  if (typeof named === 'object' && named !== null) {
    for (const [name, url] of Object.entries(named)) {
      if (REMOTE_NAME.test(name) && typeof url === 'string' && url) {
        remotes[name] = expandLocation(url, loc);
      }
    }
  }
  return {
    apiBaseUrl: expandLocation(apiBaseUrl, loc).replace(/\/$/, ''),
    remotes,
    navTabs: parseNavTabs(input.navTabs),
    vitalsSampleRate: sampleRate(input.vitalsSampleRate),
  };
}

/** A rate between 0 and 1; anything else reports nothing. */
function sampleRate(value: unknown): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : 0;
}

/** Fetches the config file; a missing or broken file leaves the defaults (API on port 3001). */
export async function loadRuntimeConfig(url: string = `/${CONFIG_FILE}`): Promise<RuntimeConfig> {
  let raw: unknown = {};
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (res.ok) raw = await res.json();
  } catch {
    // keep defaults
  }
  current = parseRuntimeConfig(raw, window.location);
  return current;
}

/** Sets the config (a remote's page or test that has no bar may leave the tabs out). */
export function setRuntimeConfig(
  config: Omit<RuntimeConfig, 'navTabs' | 'vitalsSampleRate'> &
    Partial<Pick<RuntimeConfig, 'navTabs' | 'vitalsSampleRate'>>,
): void {
  current = { navTabs: [], vitalsSampleRate: 0, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current ?? parseRuntimeConfig({}, window.location);
}
