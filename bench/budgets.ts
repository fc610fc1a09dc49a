/**
 * The performance budgets: a phone's first visit to every route, measured by `npm run bench` on
 * the built site. A bench run that exceeds one exits non-zero.
 */

export const BUDGETS = {
  /** Every script a page needs to become usable, shell and remote together, as sent. */
  firstVisitJsBytes: 170 * 1024,
  /** The page's remote's own scripts (from its origin), as sent. */
  remoteJsBytes: 40 * 1024,
  /**
   * Every request of a first visit: the HTML, the scripts and styles, the site config, the
   * remotes' page registries, the page's manifest, its service calls and pictures.
   */
  firstVisitRequests: 35,
  /**
   * Addresses asked for more than once on one visit: none (the app takes what the HTML's boot
   * script fetched; a second config, registry or manifest request shows here).
   */
  repeatedRequests: 0,
  /** Lighthouse 13, mobile preset, simulated throttling. */
  performanceScore: 90,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  /** Nothing moves. */
  cumulativeLayoutShift: 0.02,
  /** Lighthouse's accessibility category (axe-core's rules, weighted). */
  accessibilityScore: 98,
} as const;

type JsBudget = Pick<typeof BUDGETS, 'firstVisitJsBytes' | 'remoteJsBytes' | 'firstVisitRequests'>;

/**
 * The first-visit budgets of one route: the site's, unless the route has its own here (with
 * the reason). Every route is held to one.
 */
const ROUTE_JS_BUDGETS: Record<string, Partial<JsBudget>> = {};

export function jsBudgetFor(route: string): JsBudget {
  return {
    firstVisitJsBytes: BUDGETS.firstVisitJsBytes,
    remoteJsBytes: BUDGETS.remoteJsBytes,
    firstVisitRequests: BUDGETS.firstVisitRequests,
    ...ROUTE_JS_BUDGETS[route],
  };
}

export interface Breach {
  route: string;
  what: string;
  measured: string;
  budget: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkJs(route: string, jsBytes: number, remoteJsBytes: number): Breach[] {
  const budget = jsBudgetFor(route);
  const breaches: Breach[] = [];
  if (jsBytes > budget.firstVisitJsBytes) {
    breaches.push({
      route,
      what: 'first-visit JavaScript',
      measured: kb(jsBytes),
      budget: kb(budget.firstVisitJsBytes),
    });
  }
  if (remoteJsBytes > budget.remoteJsBytes) {
    breaches.push({
      route,
      what: "the remote's own JavaScript",
      measured: kb(remoteJsBytes),
      budget: kb(budget.remoteJsBytes),
    });
  }
  return breaches;
}

/** The addresses asked for more than once among `urls`, with how often. */
export function repeatedUrls(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const url of urls) seen.set(url, (seen.get(url) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([url, n]) => `${url} ×${n}`);
}

export function checkRequests(route: string, requests: number, repeated: string[]): Breach[] {
  const breaches: Breach[] = [];
  const { firstVisitRequests } = jsBudgetFor(route);
  if (requests > firstVisitRequests) {
    breaches.push({
      route,
      what: 'first-visit requests',
      measured: String(requests),
      budget: `≤ ${firstVisitRequests}`,
    });
  }
  if (repeated.length > BUDGETS.repeatedRequests) {
    breaches.push({
      route,
      what: 'addresses asked for twice',
      measured: repeated.join(', '),
      budget: `${BUDGETS.repeatedRequests}`,
    });
  }
  return breaches;
}

export interface PageScore {
  score: number;
  /** Lighthouse's accessibility score, 0–100. */
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The host's CPU score in the run: TBT is judged at the slowdown it calls for. */
  benchmarkIndex?: number;
  /**
   * TBT with the runs simulated again at that slowdown, the page thread's tasks at their time
   * on a core (lighthouseRuns), the slowdown, that time's share of the tasks' wall time (the
   * median of the runs'), and the runs' lowest and highest TBT; absent when the score is below
   * the calculator's range.
   */
  calibrated?: { tbtMs: number; slowdown: number; onCpu: number; rangeMs: [number, number] };
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
  // Judged as the phone would see it: the page's own work, at the CPU slowdown this host calls
  // for (a busy or slow host at the preset 4× overstates blocking time), the raw figure beside it.
  const tbt = s.calibrated?.tbtMs ?? s.tbtMs;
  if (tbt > BUDGETS.totalBlockingTimeMs) {
    breaches.push({
      route,
      what: s.calibrated ? 'total blocking time (calibrated)' : 'total blocking time',
      measured: s.calibrated
        ? `${Math.round(tbt)} ms at ${s.calibrated.slowdown.toFixed(2)}× (raw ` +
          `${Math.round(s.tbtMs)} ms at the preset's 4×; benchmarkIndex ` +
          `${Math.round(s.benchmarkIndex ?? Number.NaN)})`
        : `${Math.round(tbt)} ms`,
      budget: `≤ ${BUDGETS.totalBlockingTimeMs} ms`,
    });
  }
  if (s.accessibility < BUDGETS.accessibilityScore) {
    breaches.push({
      route,
      what: 'accessibility score',
      measured: String(s.accessibility),
      budget: `≥ ${BUDGETS.accessibilityScore}`,
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
