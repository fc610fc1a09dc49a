/**
 * Reports one page view's LCP, INP, CLS and TTFB (web-vitals, loaded off the critical path by
 * start-vitals.ts) in one beacon when the page is hidden or left: the moment web-vitals settles
 * LCP, CLS and INP. The body is a string, so sendBeacon sends it as text/plain, which needs no
 * CORS preflight to reach the API.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { vitalsRoutes } from '@minesite/shared/routes/vitals';
import type { VitalsReport } from '@minesite/shared/contract';
import type { VitalsPage } from './vitals-page';

type Send = (url: string, body: string) => void;

export function reportVitals(
  apiBaseUrl: string,
  page: VitalsPage,
  send: Send = (url, body) => navigator.sendBeacon(url, body),
): void {
  const pending = new Map<Metric['name'], number>();
  const record = (metric: Metric) => pending.set(metric.name, Math.max(0, metric.value));
  onTTFB(record);
  onLCP(record);
  onCLS(record);
  onINP(record);

  const flush = () => {
    const metrics = [...pending]
      .filter((entry): entry is [VitalsReport['metrics'][number]['name'], number] =>
        ['LCP', 'INP', 'CLS', 'TTFB'].includes(entry[0]),
      )
      .map(([name, value]) => ({ name, value }));
    pending.clear();
    if (metrics.length === 0) return;
    const report: VitalsReport = { ...page, metrics };
    send(`${apiBaseUrl}${vitalsRoutes.report.path}`, JSON.stringify(report));
  };
  // Registered after web-vitals' own listeners, so its final values are recorded first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
