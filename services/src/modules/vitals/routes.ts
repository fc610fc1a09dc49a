// POST /api/vitals: the shell's beacon of one page view's Core Web Vitals. Public and cheap:
// validated, counted in this replica's memory (no database call), limited per client.
import { VITALS_BODY_MAX_BYTES, vitalsEndpoints } from '@minesite/shared/contract';
import { replicaRateLimit } from '../../http/rate-limit.js';
import { limiterClocks, moduleRouter, type ModuleDeps } from '../api-module.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { beaconBody } from './beacon-body.js';
import { createVitalsMetrics } from './vitals-metrics.js';

/** Beacons per client address and minute: a visitor sends one or two per page view. */
export const VITALS_CLIENT_LIMIT = { max: 60, windowMs: 60_000 };

export function vitalsRouter(deps: ModuleDeps, metrics: AppMetrics) {
  const vitals = createVitalsMetrics(metrics.registry);
  const api = moduleRouter('/api/vitals', 'vitals', deps);
  api.route(
    vitalsEndpoints.report,
    {
      summary: "Count one page view's Core Web Vitals (the shell's beacon)",
      description:
        'The body is JSON, sent as `text/plain` (navigator.sendBeacon) or `application/json`. ' +
        'The values show in `GET /api/metrics` as the `minesite_web_vitals` histogram.',
      rateLimit: false,
      before: [
        replicaRateLimit(
          'POST /api/vitals',
          VITALS_CLIENT_LIMIT,
          undefined,
          limiterClocks(deps).memory,
        ),
        beaconBody(VITALS_BODY_MAX_BYTES),
      ],
      errors: { 429: 'too many beacons from this address (Retry-After)' },
    },
    (ctx) => {
      vitals.observe(ctx.state.input.body);
      ctx.status = 204;
    },
  );
  return api;
}
