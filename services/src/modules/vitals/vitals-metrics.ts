// Real visitors' Core Web Vitals as one Prometheus histogram on the app's registry, labelled by
// remote, route pattern and metric; its buckets fall on Google's thresholds (LCP 2.5 s,
// INP 200 ms, CLS 0.1, TTFB 0.8 s), so the share of good views and the p75 are exact there.
import { Histogram, type Registry } from 'prom-client';
import type { VitalsReport } from '@minesite/shared/contract';

/** Distinct remote and route pairs kept as labels; past them a route is `(other)`. */
export const MAX_VITALS_ROUTES = 200;
export const OTHER_ROUTE = '(other)';

// CLS is unitless (0–1 or so); the times are milliseconds: one set of buckets serves both.
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const MS_BUCKETS = [50, 100, 200, 300, 500, 800, 1200, 1800, 2500, 3000, 4000, 6000, 10_000];

export interface VitalsMetrics {
  observe(report: VitalsReport): void;
}

export function createVitalsMetrics(registry: Registry): VitalsMetrics {
  const histogram = new Histogram({
    name: 'minesite_web_vitals',
    help:
      "Real visitors' Core Web Vitals per page view, by remote, route pattern and metric: " +
      'LCP, INP and TTFB in milliseconds, CLS unitless.',
    labelNames: ['remote', 'route', 'metric'] as const,
    buckets: [...CLS_BUCKETS, ...MS_BUCKETS],
    registers: [registry],
  });
  // Anyone may send a beacon: the labels must not grow without bound.
  const known = new Set<string>();
  const routeLabel = (remote: string, route: string) => {
    const key = `${remote} ${route}`;
    if (known.has(key)) return route;
    if (known.size >= MAX_VITALS_ROUTES) return OTHER_ROUTE;
    known.add(key);
    return route;
  };
  return {
    observe({ remote, route, metrics }) {
      const label = routeLabel(remote, route);
      for (const { name, value } of metrics) {
        histogram.observe({ remote, route: label, metric: name }, value);
      }
    },
  };
}
