// Routes built from the contract's endpoints (shared/src/contract/endpoints), with their
// documentation: `api.route(endpoint, doc, handler)` registers the route (admin check,
// validation, handler) and records the operation the OpenAPI document is generated from, so a
// route cannot exist without its entry, nor differ from what the front ends call.
import type { RouterMiddleware } from '@koa/router';
import type { Endpoint, Method, Reply } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { createRouter, type AppRouter } from './router.js';
import { validate, type RequestSchemas, type ValidatedState } from './validate.js';

export type { Method, Reply };

/** What the service adds to an endpoint of the contract: its documentation and middleware. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Middleware run first, before the admin check and validation (e.g. cache headers). */
  before?: Middleware[];
  /**
   * Only with the admin session: 401 without it (checked before validation). Admin replies
   * carry `Cache-Control: no-store`.
   */
  admin?: boolean;
  /**
   * Counted against the router's per-client limit (429 with Retry-After past it). By default
   * every public write is (any method but GET without `admin`); `false` for a route with a
   * limit of its own (the login), `true` to limit an admin route too (the upload).
   * `'per-replica'`: limited, counted in each replica's memory (the router's `replicaLimit`) for
   * a route whose own rule caps in the database what a client can hold (the order creation).
   */
  rateLimit?: boolean | 'per-replica';
  /** What the service's middleware adds to the endpoint's replies (cache headers, a 304). */
  replies?: Readonly<Record<number, Partial<Reply>>>;
  /** Error statuses worded from the service's configuration (a size limit), added to the endpoint's. */
  errors?: Readonly<Record<number, string>>;
  /** A request body that is not JSON (e.g. a multipart upload), for the document only. */
  rawBody?: {
    mediaType: string;
    description: string;
    schema: Record<string, unknown>;
    /** The OpenAPI encoding of the body's parts (e.g. the media types a file part takes). */
    encoding?: Record<string, { contentType: string }>;
  };
}

/** A route as registered: the endpoint's method, admin flag, replies and errors, and its doc. */
export interface Operation extends Omit<RouteDoc, 'replies' | 'errors'> {
  method: Method;
  /** Below the router's prefix, in Koa's syntax: `/`, `/:id`. */
  path: string;
  admin?: boolean;
  /** Validated before the handler runs; the parsed values are in `ctx.state.input`. */
  request?: RequestSchemas;
  /** The success replies; the error replies (400, 401, 404 …) are added from the rules above. */
  replies: Readonly<Record<number, Reply>>;
  /** Other error statuses the handler answers. */
  errors?: Readonly<Record<number, string>>;
}

/** The schemas an endpoint validates its request with. */
export type RequestOf<E extends Endpoint> = {
  -readonly [K in keyof RequestSchemas as E[K] extends z.ZodType ? K : never]-?: E[K];
};

export interface DocumentedOperation extends Operation {
  /** The full Koa path, prefix included: `/api/contacts/:id`. */
  fullPath: string;
  tag: string;
}

export type RouteHandler<S extends RequestSchemas> = RouterMiddleware<ValidatedState<S>>;

export interface ApiRouter {
  router: AppRouter;
  operations: DocumentedOperation[];
  /** Registers the endpoint's route with its middleware (admin check, validation), documented. */
  route<E extends Endpoint>(
    endpoint: E,
    doc: RouteDoc,
    ...handlers: RouteHandler<RequestOf<E>>[]
  ): void;
}

export interface ApiRouterOptions {
  /** Groups the module's operations in the document. */
  tag: string;
  /** The admin check used for `admin: true` operations. */
  admin: Middleware;
  /** The per-client limit of a rate-limited operation; `route` names its counter. */
  limit?: (route: string) => Middleware;
  /** The same limit counted in this replica's memory (`rateLimit: 'per-replica'`). */
  replicaLimit?: (route: string) => Middleware;
}

const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** Whether an operation is rate-limited: its own say, else every public write. */
export function isRateLimited(
  operation: Pick<Operation, 'method' | 'admin' | 'rateLimit'>,
): boolean {
  return Boolean(operation.rateLimit ?? (operation.method !== 'get' && !operation.admin));
}

export function apiRouter(prefix: string, options: ApiRouterOptions): ApiRouter {
  const router = createRouter(prefix);
  const operations: DocumentedOperation[] = [];
  return {
    router,
    operations,
    route(endpoint, doc, ...handlers) {
      const operation = operationOf(prefix, endpoint, doc);
      const fullPath = endpoint.path;
      const limited = Boolean(options.limit) && isRateLimited(operation);
      const chain: Middleware[] = [...(operation.before ?? [])];
      if (operation.admin) chain.push(noStore, options.admin);
      if (limited) {
        const route = `${operation.method.toUpperCase()} ${fullPath}`;
        const perReplica = operation.rateLimit === 'per-replica' && options.replicaLimit;
        chain.push(perReplica ? perReplica(route) : options.limit!(route));
      }
      if (operation.request) chain.push(validate(operation.request) as Middleware);
      chain.push(...(handlers as Middleware[]));
      router.register(operation.path, [operation.method], chain as RouterMiddleware[]);
      const errors = limited
        ? {
            ...operation.errors,
            429: 'too many calls from this address, or to this route from everyone (Retry-After)',
          }
        : operation.errors;
      operations.push({ ...operation, errors, fullPath, tag: options.tag });
    },
  };
}

function operationOf(prefix: string, endpoint: Endpoint, doc: RouteDoc): Operation {
  if (endpoint.path !== prefix && !endpoint.path.startsWith(`${prefix}/`)) {
    throw new Error(`${endpoint.path} is not under its router's prefix ${prefix}`);
  }
  const { method, admin, params, query, body, replies, errors } = endpoint;
  const request = { ...(params && { params }), ...(query && { query }), ...(body && { body }) };
  return {
    method,
    path: endpoint.path.slice(prefix.length) || '/',
    ...doc,
    ...(admin && { admin }),
    ...(Object.keys(request).length > 0 && { request }),
    replies: mergedReplies(replies, doc.replies),
    ...((errors || doc.errors) && { errors: { ...errors, ...doc.errors } }),
  };
}

function mergedReplies(
  replies: Operation['replies'],
  added: RouteDoc['replies'] = {},
): Operation['replies'] {
  const merged: Record<number, Reply> = { ...replies };
  for (const [status, reply] of Object.entries(added)) {
    merged[Number(status)] = { ...merged[Number(status)], ...reply } as Reply;
  }
  return merged;
}
