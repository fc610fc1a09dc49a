/**
 * Real-user Core Web Vitals, sampled: on a sampled page view, once the page has loaded and the
 * browser is idle, web-vitals is fetched (a chunk of its own, never on the first paint's path)
 * and reports the view (report-vitals.ts). Its observers read the entries buffered since the
 * start, so loading it late loses nothing of LCP, CLS or TTFB.
 */
import type { RouteTable } from '../routing/route-table';
import { sampled, vitalsPage } from './vitals-page';

export function startVitals(options: {
  apiBaseUrl: string;
  sampleRate: number;
  routes: Promise<RouteTable>;
}): void {
  if (!sampled(options.sampleRate)) return;
  const page = options.routes.then((table) => vitalsPage(table, window.location));
  const start = () =>
    void Promise.all([page, import(/* webpackChunkName: "web-vitals" */ './report-vitals')]).then(
      ([view, { reportVitals }]) => reportVitals(options.apiBaseUrl, view),
    );
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
