// A request id on every reply (`X-Request-Id`) and every log line written while the request is
// handled. The load balancer's id is kept when it is well-formed (nginx's `$request_id`, a UUID,
// a trace id of letters, digits and `._:-`, at most 128 characters), so one id follows a request
// from the proxy's access log through the service's log; otherwise a new UUID is made.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

export const REQUEST_ID_HEADER = 'X-Request-Id';

const wellFormed = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const storage = new AsyncLocalStorage<string>();

/** The id to use for a request carrying `header` (undefined, one value or repeated values). */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && wellFormed.test(given) ? given : randomUUID();
}

/** The id of the request being handled, for log lines (see logger.ts); undefined outside one. */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** First middleware: decides the id, sets the reply header, and runs the rest with it. */
export function requestId(): Middleware {
  return function withRequestId(ctx, next) {
    const id = requestIdFrom(ctx.req.headers['x-request-id']);
    // pino-http (request-logger.ts) takes `req.id` as the id of its request line.
    (ctx.req as { id?: string }).id = id;
    ctx.set(REQUEST_ID_HEADER, id);
    return storage.run(id, next);
  };
}
