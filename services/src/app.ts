// Builds the Koa app from its dependencies; listening happens in main.ts (or in tests).
import cors from '@koa/cors';
import Koa from 'koa';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { CollectionDefinition } from './db/collections.js';
import { jsonBody } from './http/body.js';
import { errorHandler } from './http/error-handler.js';
import type { DocumentedOperation } from './http/operations.js';
import { requestLogger } from './http/request-logger.js';
import type { AppRouter } from './http/router.js';
import { unmatchedRequests } from './http/unmatched.js';
import type { ApiModule } from './modules/api-module.js';
import { authModule } from './modules/auth/routes.js';
import { catalogModule } from './modules/catalog/routes.js';
import { contactsModule } from './modules/contacts/routes.js';
import { healthModule } from './modules/health/routes.js';
import { marketModule } from './modules/market/routes.js';
import { openApiRouter } from './modules/openapi/routes.js';
import { ordersModule } from './modules/orders/routes.js';
import { powerConsultationsModule } from './modules/power-consultations/routes.js';
import { uploadsModule } from './modules/uploads/routes.js';

/** Every domain module, one line each. Their collections' indexes are ensured before listen. */
export const apiModules: ApiModule[] = [
  healthModule,
  authModule,
  contactsModule,
  ordersModule,
  catalogModule,
  uploadsModule,
  powerConsultationsModule,
  marketModule,
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
}

export function createApp(deps: AppDeps): Koa {
  const { config, logger } = deps;
  const app = new Koa({ proxy: config.trustProxy });
  // Errors are answered by errorHandler; this only sees failures outside it (e.g. a broken socket).
  app.on('error', (error: unknown) => logger.error({ err: error }, 'unhandled app error'));

  const allowedOrigins = new Set(config.corsOrigins);
  app.use(requestLogger(logger));
  app.use(errorHandler());
  app.use(
    cors({
      origin: (ctx) => (allowedOrigins.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      credentials: true,
      maxAge: 600,
    }),
  );
  app.use(jsonBody({ limit: config.bodyLimit }));
  app.use(unmatchedRequests());
  for (const { router } of createRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/** Every module's router with the operations it documents, and the document's own router. */
export function createRouters(deps: AppDeps): DocumentedRouter[] {
  const routers: DocumentedRouter[] = apiModules.map((module) => module.createRouter(deps));
  routers.push(openApiRouter(() => routers.flatMap((r) => r.operations)));
  return routers;
}
