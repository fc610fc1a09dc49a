/** The first visits' table, their budgets, and with `--scripts` each page's scripts. */
import { BUDGETS, checkJs, checkRequests, jsBudgetFor, type Breach } from './budgets';
import type { PageRow } from './first-visits';
import { kb } from './format';

/** Prints the pages' first visits; the budgets they exceed. */
export function reportFirstVisits(pages: PageRow[], options: { scripts: boolean }): Breach[] {
  console.log('First visit (a fresh phone, compressed sizes as sent)');
  console.table(
    pages.map((p) => ({
      page: p.route,
      requests: p.requests,
      'asked twice': p.repeated.length,
      scripts: p.scripts,
      JavaScript: kb(p.js),
      "remote's own": kb(p.remoteJs),
      'boot script': kb(p.bootJs),
      ...(p.noHeading ? { note: 'no main h1 shown' } : {}),
      ...(p.landedOn ? { note: `ended on ${p.landedOn}` } : {}),
    })),
  );
  console.log(
    `Budgets: ${kb(BUDGETS.firstVisitJsBytes)} of JavaScript per page (the boot script ` +
      `included), ${kb(BUDGETS.remoteJsBytes)} of it the remote's own; ` +
      `${BUDGETS.firstVisitRequests} requests, no address asked for twice` +
      `${pages.some((p) => jsBudgetFor(p.route).firstVisitJsBytes !== BUDGETS.firstVisitJsBytes) ? ' (some routes have their own: bench/budgets.ts)' : ''}.\n`,
  );
  const breaches: Breach[] = [];
  for (const p of pages) {
    if (p.landedOn) {
      breaches.push({
        route: p.route,
        what: 'admin page after login',
        measured: `ended on ${p.landedOn}`,
        budget: 'the page itself',
      });
    }
    breaches.push(...checkJs(p.route, p.js, p.remoteJs));
    breaches.push(...checkRequests(p.route, p.requests, p.repeated));
  }
  if (options.scripts) {
    for (const p of pages) {
      console.log(`Scripts of ${p.route}, largest first`);
      console.table(
        [...p.scriptList]
          .sort((a, b) => b.bytes - a.bytes)
          .map((s) => ({
            script: s.url.replace(/^https?:\/\/localhost:/, ':'),
            size: kb(s.bytes),
          })),
      );
    }
  }
  return breaches;
}
