// GET /api/metrics: Prometheus text, not for the public. With METRICS_TOKEN set, a scraper
// sends `Authorization: Bearer <token>`; without it, only a client on this machine may read
// (a loopback address, and no X-Forwarded-For: a request a local proxy forwarded is public).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { operationsEndpoints } from '@minesite/shared/contract';
import type { Config } from '../../config.js';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.js';
import { moduleRouter, type ModuleDeps } from '../api-module.js';
import type { AppMetrics } from './metrics.js';

export function metricsRouter(deps: ModuleDeps, metrics: AppMetrics) {
  const api = moduleRouter('/api/metrics', 'metrics', deps);
  api.route(
    operationsEndpoints.metrics,
    {
      summary: 'Prometheus metrics of this replica (token or loopback only)',
      before: [onlyOperators(deps.config)],
      replies: { 200: { mediaType: metrics.registry.contentType } },
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
    },
  );
  return api;
}

function onlyOperators(config: Config): Middleware {
  const token = config.metrics.token;
  return async (ctx, next) => {
    if (token) {
      const given = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
      if (!given || !sameSecret(given, token)) {
        throw new UnauthorizedError('A valid metrics token is required', {
          code: 'metrics_token_required',
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        });
      }
    } else if (!fromThisMachine(ctx.req.socket.remoteAddress, ctx.get('X-Forwarded-For'))) {
      throw new ForbiddenError(
        'Metrics are readable from this machine only (or set METRICS_TOKEN)',
        {
          code: 'metrics_forbidden',
        },
      );
    }
    await next();
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function fromThisMachine(address: string | undefined, forwardedFor: string): boolean {
  if (forwardedFor) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}
