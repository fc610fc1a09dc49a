/**
 * Every route's first visit on a fresh phone (bench/first-visit.ts), summed per page: the
 * requests, the addresses asked for twice, the JavaScript sent, the remote's own part and the
 * HTML's boot script.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { logInContext, type AdminSession } from './admin-session';
import { repeatedUrls } from './budgets';
import { measureFirstVisit } from './first-visit';
import { https, shellOrigin } from './options';
import type { BenchRoute } from './routes';

export interface PageRow {
  route: string;
  landedOn?: string;
  noHeading: boolean;
  requests: number;
  /** Addresses asked for more than once. */
  repeated: string[];
  scripts: number;
  js: number;
  remoteJs: number;
  /** The HTML's boot script (shell/src/boot), as sent. */
  bootJs: number;
  scriptList: { url: string; bytes: number }[];
}

export async function firstVisits(routes: BenchRoute[], admin?: AdminSession): Promise<PageRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: PageRow[] = [];
    for (const { route, url, admin: needsLogin } of routes) {
      const visit = await measureFirstVisit(browser, shellOrigin, url, {
        prepare: needsLogin && admin ? (context) => logInContext(context, admin) : undefined,
        ignoreHTTPSErrors: https,
      });
      const scripts = visit.requests.filter((r) => r.type === 'Script');
      // A remote's files: on its own origin, or under its prefix on the shell's (one origin).
      const remote = scripts.filter(
        (r) => !r.url.startsWith(`${shellOrigin}/`) || new URL(r.url).pathname.startsWith('/r/'),
      );
      rows.push({
        route,
        // An admin page that sends the logged-in bench elsewhere (its guard, or a broken page).
        landedOn: needsLogin && visit.finalPath !== url ? visit.finalPath : undefined,
        noHeading: visit.noHeading,
        requests: visit.requests.length,
        repeated: repeatedUrls(visit.requests.map((r) => r.url)),
        scripts: scripts.length,
        js: scripts.reduce((n, r) => n + r.bytes, 0),
        remoteJs: remote.reduce((n, r) => n + r.bytes, 0),
        bootJs: scripts
          .filter((r) => /^\/boot\.[0-9a-f]+\.js$/.test(new URL(r.url).pathname))
          .reduce((n, r) => n + r.bytes, 0),
        scriptList: scripts.map((r) => ({ url: r.url, bytes: r.bytes })),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
