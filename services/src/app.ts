// Builds the Koa app from its dependencies; listening happens in main.ts (or in tests).
import cors from '@koa/cors';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { CollectionDefinition } from './db/collections.js';
import { logAppError } from './http/app-errors.js';
import { jsonBody } from './http/body.js';
import { csrfProtection } from './http/csrf.js';
import { errorHandler } from './http/error-handler.js';
import { compressJsonReplies } from './http/json-compression.js';
import { Lifecycle, readiness } from './http/lifecycle.js';
import type { DocumentedOperation } from './http/operations.js';
import { REQUEST_ID_HEADER, requestId } from './http/request-id.js';
import { requestLogger } from './http/request-logger.js';
import { mountRouter, type AppRouter } from './http/router.js';
import { securityHeaders } from './http/security-headers.js';
import { unmatchedRequests } from './http/unmatched.js';
import type { ApiModule } from './modules/api-module.js';
import { auditModule } from './modules/audit/audit-module.js';
import { dashboardModule } from './modules/dashboard/dashboard-module.js';
import { settingsModule } from './modules/settings/settings-module.js';
import { authModule } from './modules/auth/routes.js';
import { SESSION_COOKIE } from './modules/auth/session-cookie.js';
import { catalogModule } from './modules/catalog/routes.js';
import { contactsModule } from './modules/contacts/routes.js';
import { contentModule } from './modules/content/routes.js';
import { downloadsModule } from './modules/downloads/routes.js';
import { healthModule, probesRouter } from './modules/health/routes.js';
import { marketModule } from './modules/market/routes.js';
import { createMetrics, type AppMetrics } from './modules/metrics/metrics.js';
import { metricsRouter } from './modules/metrics/routes.js';
import { notificationsModule } from './modules/notifications/routes.js';
import { openApiRouter } from './modules/openapi/routes.js';
import { ordersModule } from './modules/orders/orders-module.js';
import type { PasswordCheck } from './modules/auth/auth-service.js';
import { paymentsModule } from './modules/payments/payments-module.js';
import { powerConsultationsModule } from './modules/power-consultations/routes.js';
import { uploadsModule } from './modules/uploads/routes.js';
import { vitalsRouter } from './modules/vitals/routes.js';
import { webhooksModule } from './modules/webhooks/routes.js';

/** Every domain module, one line each. Their collections' indexes are ensured before listen. */
export const apiModules: ApiModule[] = [
  healthModule,
  authModule,
  contactsModule,
  ordersModule,
  catalogModule,
  contentModule,
  uploadsModule,
  downloadsModule,
  powerConsultationsModule,
  marketModule,
  paymentsModule,
  notificationsModule,
  webhooksModule,
  auditModule,
  settingsModule,
  dashboardModule,
];

export const apiCollections: CollectionDefinition[] = apiModules.flatMap((m) => m.collections);

/** Runs every module's seed (after the indexes exist, before listen). */
export async function seedModules(deps: AppDeps): Promise<void> {
  for (const module of apiModules) await module.seed?.(deps);
}

export interface DocumentedRouter {
  router: AppRouter;
  operations: DocumentedOperation[];
}

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Readiness, marked stopping on shutdown (main.ts); tests may leave it out. */
  lifecycle?: Lifecycle;
  /** The clock, where a module takes one (ModuleDeps); tests set it. */
  now?: () => Date;
  /** The password check of logins (ModuleDeps); tests may remember its answers. */
  passwordCheck?: PasswordCheck;
}

export function createApp(deps: AppDeps): Koa {
  const { config, logger } = deps;
  // Behind trusted proxies, the client address is the X-Forwarded-For entry the outermost of
  // them saw (maxIpsCount), never one the client wrote further left.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.proxyHops });
  // Errors are answered by errorHandler; this only sees failures outside it (e.g. a broken socket).
  app.on('error', logAppError(logger));

  const allowedOrigins = new Set(config.corsOrigins);
  const metrics = createMetrics(deps.db.client);
  // First: every reply and log line carries the request id; every request is measured.
  app.use(requestId());
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  // Set first, so that every reply carries them, errors and 404s included.
  app.use(securityHeaders());
  // JSON answers over 1 KB by the client's Accept-Encoding (brotli at a fast level, else gzip):
  // the shop's first page of products is 12.7 KB as JSON, 2–3 KB compressed, on a phone's
  // first visit beside the page's code. Pictures are never compressed twice.
  app.use(compress({ threshold: 1024, deflate: false }));
  // The JSON answers in memory, without a stream each (http/json-compression.ts).
  app.use(compressJsonReplies());
  app.use(errorHandler());
  app.use(readiness(deps.lifecycle ?? new Lifecycle()));
  app.use(
    cors({
      origin: (ctx) => (allowedOrigins.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      credentials: true,
      maxAge: 600,
      exposeHeaders: [REQUEST_ID_HEADER],
    }),
  );
  // After CORS, so that the site can read a refusal; before the body is read.
  app.use(csrfProtection({ allowedOrigins: config.corsOrigins, sessionCookie: SESSION_COOKIE }));
  app.use(jsonBody({ limit: config.bodyLimit }));
  app.use(unmatchedRequests());
  for (const { router } of createRouters(deps, metrics)) app.use(mountRouter(router));
  return app;
}

/**
 * Every module's router with the operations it documents, the probes and metrics of operators,
 * the visitors' vitals beacon, and the document's own router.
 */
export function createRouters(
  deps: AppDeps,
  metrics: AppMetrics = createMetrics(deps.db.client),
): DocumentedRouter[] {
  const routers: DocumentedRouter[] = apiModules.map((module) => module.createRouter(deps));
  routers.push(probesRouter(deps, apiCollections), metricsRouter(deps, metrics));
  routers.push(vitalsRouter(deps, metrics));
  routers.push(openApiRouter(() => routers.flatMap((r) => r.operations)));
  return routers;
}
