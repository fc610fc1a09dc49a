/**
 * Real-user Core Web Vitals, sampled: on a sampled page view, web-vitals (a chunk of its own)
 * is fetched once the first visit is done, so its bytes are never among the first visit's:
 * at the visitor's first tap or key (the interactions INP measures), else a few seconds after
 * the page has loaded, when the browser is idle. Its observers read the entries buffered since
 * the start, so loading it late loses nothing of LCP, CLS or TTFB. A view left before either
 * (a bounce of a few seconds without a tap) reports nothing: web-vitals ignores a page hidden
 * before it runs.
 */
import type { RouteTable } from '../routing/route-table';
import { sampled, vitalsPage } from './vitals-page';

/** After the load event: the first visit's own files and late pictures are in by then. */
export const VITALS_LOAD_DELAY_MS = 5000;

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

export function startVitals(options: {
  apiBaseUrl: string;
  sampleRate: number;
  routes: Promise<RouteTable>;
}): void {
  if (!sampled(options.sampleRate)) return;
  const page = options.routes.then((table) => vitalsPage(table, window.location));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
    void Promise.all([page, import(/* webpackChunkName: "web-vitals" */ './report-vitals')]).then(
      ([view, { reportVitals }]) => reportVitals(options.apiBaseUrl, view),
    );
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, start, true);
  const later = () =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(start) : start()),
      VITALS_LOAD_DELAY_MS,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
