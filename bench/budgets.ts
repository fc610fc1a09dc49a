/**
 * The performance budgets (issue 13): a phone's first visit, measured by `npm run bench` on the
 * built site. A bench run that exceeds one exits non-zero.
 */

/** The pages measured: the routes a visitor lands on most. */
export const ROUTES = ['/', '/shop', '/mining-power-detail', '/my-orders', '/calculator'];

export const BUDGETS = {
  /** Every script a page needs to become usable, shell and remote together, as sent. */
  firstVisitJsBytes: 170 * 1024,
  /** The page's remote's own scripts (from its origin), as sent. */
  remoteJsBytes: 40 * 1024,
  /** Lighthouse 13, mobile preset, simulated throttling. */
  performanceScore: 90,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.05,
} as const;

export interface Breach {
  route: string;
  what: string;
  measured: string;
  budget: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkJs(route: string, jsBytes: number, remoteJsBytes: number): Breach[] {
  const breaches: Breach[] = [];
  if (jsBytes > BUDGETS.firstVisitJsBytes) {
    breaches.push({
      route,
      what: 'first-visit JavaScript',
      measured: kb(jsBytes),
      budget: kb(BUDGETS.firstVisitJsBytes),
    });
  }
  if (remoteJsBytes > BUDGETS.remoteJsBytes) {
    breaches.push({
      route,
      what: "the remote's own JavaScript",
      measured: kb(remoteJsBytes),
      budget: kb(BUDGETS.remoteJsBytes),
    });
  }
  return breaches;
}

export interface PageScore {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function checkLighthouse(route: string, s: PageScore): Breach[] {
  const breaches: Breach[] = [];
  if (s.score < BUDGETS.performanceScore) {
    breaches.push({
      route,
      what: 'performance score',
      measured: String(s.score),
      budget: `≥ ${BUDGETS.performanceScore}`,
    });
  }
  if (s.lcpMs > BUDGETS.largestContentfulPaintMs) {
    breaches.push({
      route,
      what: 'largest contentful paint',
      measured: `${Math.round(s.lcpMs)} ms`,
      budget: `≤ ${BUDGETS.largestContentfulPaintMs} ms`,
    });
  }
  if (s.tbtMs > BUDGETS.totalBlockingTimeMs) {
    breaches.push({
      route,
      what: 'total blocking time',
      measured: `${Math.round(s.tbtMs)} ms`,
      budget: `≤ ${BUDGETS.totalBlockingTimeMs} ms`,
    });
  }
  if (s.cls > BUDGETS.cumulativeLayoutShift) {
    breaches.push({
      route,
      what: 'cumulative layout shift',
      measured: s.cls.toFixed(3),
      budget: `≤ ${BUDGETS.cumulativeLayoutShift}`,
    });
  }
  return breaches;
}
