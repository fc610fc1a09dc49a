// Routes and their documentation declared together: `api.route(operation, handler)` registers
// the route (admin check, validation, handler) and records the operation the OpenAPI document
// is generated from, so a route cannot exist without its entry.
import type { RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { createRouter, type AppRouter } from './router.js';
import { validate, type RequestSchemas, type ValidatedState } from './validate.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Reply {
  description: string;
  /** The JSON body; none for an empty reply (e.g. 204). */
  schema?: z.ZodType;
  /** A body that is not JSON (e.g. image bytes): its media type, described by `description`. */
  mediaType?: string;
  /** Headers the reply carries (e.g. ETag), by name, as OpenAPI header objects. */
  headers?: Readonly<
    Record<string, { description: string; schema: Readonly<Record<string, unknown>> }>
  >;
}

export interface Operation<S extends RequestSchemas = RequestSchemas> {
  method: Method;
  /** Below the router's prefix, in Koa's syntax: `/`, `/:id`. */
  path: string;
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
  /** Validated before the handler runs; the parsed values are in `ctx.state.input`. */
  request?: S;
  /** A request body that is not JSON (e.g. a multipart upload), for the document only. */
  rawBody?: {
    mediaType: string;
    description: string;
    schema: Record<string, unknown>;
    /** The OpenAPI encoding of the body's parts (e.g. the media types a file part takes). */
    encoding?: Record<string, { contentType: string }>;
  };
  /** The success replies; the error replies (400, 401, 404 …) are added from the rules above. */
  replies: Record<number, Reply>;
  /** Other error statuses the handler answers, e.g. `{ 409: 'the payment was already sent' }`. */
  errors?: Record<number, string>;
}

export interface DocumentedOperation extends Operation {
  /** The full Koa path, prefix included: `/api/contacts/:id`. */
  fullPath: string;
  tag: string;
}

export type RouteHandler<S extends RequestSchemas> = RouterMiddleware<ValidatedState<S>>;

export interface ApiRouter {
  router: AppRouter;
  operations: DocumentedOperation[];
  /** Registers the route with its middleware (admin check, validation) and documents it. */
  route<S extends RequestSchemas>(operation: Operation<S>, ...handlers: RouteHandler<S>[]): void;
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
    route(operation, ...handlers) {
      const fullPath = joinPath(prefix, operation.path);
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
      operations.push({ ...(operation as Operation), errors, fullPath, tag: options.tag });
    },
  };
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}${path === '/' ? '' : path}`;
  return joined === '' ? '/' : joined;
}
