// The one place where errors become replies: typed HttpErrors keep their status and text,
// client errors raised by libraries (http-errors style) keep their status with a generic text,
// anything else is a 500 with a generic message and is logged with its stack.
import { STATUS_CODES } from 'node:http';
import type { ErrorReply } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import { HttpError, InternalServerError, ValidationError } from './errors.js';

export function errorHandler(): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (thrown) {
      const error = toHttpError(thrown);
      if (!(thrown instanceof HttpError) && error.status >= 500) {
        // pino-http logs this with the request line, stack included.
        ctx.res.err = thrown instanceof Error ? thrown : new Error(String(thrown));
      }
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = errorBody(error);
    }
  };
}

/** `error` and `message` carry the same text: some clients read one, others the other. */
function errorBody(error: HttpError): ErrorReply {
  const body: ErrorReply = { error: error.message, message: error.message, code: error.code };
  if (error instanceof ValidationError) body.issues = error.issues;
  return body;
}

export function toHttpError(thrown: unknown): HttpError {
  if (thrown instanceof HttpError) return thrown;
  const status = clientErrorStatus(thrown);
  if (status === undefined) return new InternalServerError(undefined, { cause: thrown });
  const statusText = STATUS_CODES[status] ?? 'Bad Request';
  const exposed = (thrown as { expose?: unknown }).expose === true;
  const message = exposed && thrown instanceof Error ? thrown.message : statusText;
  const code = statusText.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return new HttpError(status, code, message, { cause: thrown });
}

/** The 4xx status carried by errors from Koa, koa-body, @koa/router and similar libraries. */
function clientErrorStatus(thrown: unknown): number | undefined {
  if (typeof thrown !== 'object' || thrown === null) return undefined;
  const { status, statusCode } = thrown as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}
