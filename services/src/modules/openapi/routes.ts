import { operationsEndpoints } from '@minesite/shared/contract';
import { apiRouter, type ApiRouter, type DocumentedOperation } from '../../http/operations.js';
import { openApiDocument } from './document.js';

/**
 * GET /api/openapi.json: the document of every operation `operations()` lists (its own
 * included), generated on the first request and kept.
 */
export function openApiRouter(operations: () => DocumentedOperation[]): ApiRouter {
  // Nothing here needs the admin session.
  const api = apiRouter('/api', { tag: 'openapi', admin: async (_ctx, next) => next() });
  let document: string | undefined;
  api.route(
    operationsEndpoints.openApi,
    {
      summary: 'This document (OpenAPI 3.1)',
    },
    (ctx) => {
      document ??= JSON.stringify(
        openApiDocument(operations(), {
          title: 'minesite API',
          version: '1',
          description:
            'The Koa service of the mining site. Errors reply `{ error, message, code, issues? }`. ' +
            'Admin operations need the session cookie set by POST /api/auth/login.',
        }),
      );
      ctx.type = 'application/json';
      ctx.body = document;
    },
  );
  return api;
}
