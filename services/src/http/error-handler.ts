// The one place where errors become replies: typed HttpErrors keep their status and text,
// client errors raised by libraries (http-errors style) keep their status with a generic text,
// the database being out of reach or out of time is a 503 with a retry hint, anything else is
// a 500 with a generic message and is logged with its stack.
import { STATUS_CODES } from 'node:http';
import type { ErrorReply } from '@minesite/shared/contract';
import type { Middleware } from 'koa';
import {
  MongoBulkWriteError,
  MongoDriverError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoUnexpectedServerResponseError,
} from 'mongodb';
import { bulkWriteErrors } from '../db/duplicate-key.js';
import {
  HttpError,
  InternalServerError,
  ServiceUnavailableError,
  ValidationError,
} from './errors.js';

/** What a client is told to wait before retrying while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Server errors that mean "not now" rather than "never": the server is shutting down, stepping
 * down or not the primary (ShutdownInProgress, InterruptedAtShutdown, NotWritablePrimary …), or
 * ran out of the time the operation was given (MaxTimeMSExpired, ExceededTimeLimit).
 */
const TRANSIENT_SERVER_CODES = new Set([50, 91, 189, 262, 10107, 11600, 11602, 13435, 13436]);

/**
 * The driver's class for a connection that did not come out of the pool within
 * `waitQueueTimeoutMS`. The package does not export the class, so it is recognised by the name
 * the class gives its instances (a getter of the class, not the message).
 */
function isWaitQueueTimeout(error: unknown): boolean {
  return error instanceof MongoDriverError && error.name === 'MongoWaitQueueTimeoutError';
}

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
  const body: ErrorReply = {
    ...error.body,
    error: error.message,
    message: error.message,
    code: error.code,
  };
  if (error instanceof ValidationError) body.issues = error.issues;
  return body;
}

export function toHttpError(thrown: unknown): HttpError {
  if (thrown instanceof HttpError) return thrown;
  if (isDatabaseOutage(thrown)) {
    return new ServiceUnavailableError(
      'The database is out of reach for a moment; please try again shortly',
      {
        code: 'database_unavailable',
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
        cause: thrown,
      },
    );
  }
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

/**
 * A socket error the driver passes on unwrapped: writing a command to a connection the server
 * has just closed (it is stopping) throws Node's EPIPE, not a MongoNetworkError.
 */
function isDriverSocketError(error: unknown): boolean {
  const { code, stack } = error as { code?: unknown; stack?: unknown };
  return (
    (code === 'EPIPE' || code === 'ECONNRESET') &&
    typeof stack === 'string' &&
    /[\\/]mongodb[\\/]lib[\\/]/.test(stack)
  );
}

/**
 * A bulk write (an ordered insertMany) that lost its connection: the driver wraps the network
 * error in a MongoBulkWriteError with no code, no write error and no cause, so it would read as
 * a server's refusal; nothing of it was answered by a server.
 */
function isUnansweredBulkWrite(error: unknown): boolean {
  return (
    error instanceof MongoBulkWriteError &&
    error.code === undefined &&
    bulkWriteErrors(error).length === 0
  );
}

/**
 * The driver cannot reach a usable server, lost it mid-call or ran out of time (server
 * selection, a pooled connection, the server's answer: db/client.ts), here or in a cause.
 * A network timeout (MongoNetworkTimeoutError) is a MongoNetworkError.
 */
export function isDatabaseOutage(thrown: unknown): boolean {
  for (let error = thrown, depth = 0; error && depth < 4; depth++) {
    if (
      error instanceof MongoServerSelectionError ||
      error instanceof MongoNetworkError ||
      error instanceof MongoNotConnectedError ||
      error instanceof MongoTopologyClosedError ||
      error instanceof MongoOperationTimeoutError ||
      // A server stopping mid-answer (its reply cut short) or closed under a pooled call.
      error instanceof MongoUnexpectedServerResponseError ||
      error instanceof MongoServerClosedError ||
      isUnansweredBulkWrite(error) ||
      isWaitQueueTimeout(error) ||
      (error instanceof MongoServerError && TRANSIENT_SERVER_CODES.has(Number(error.code))) ||
      isDriverSocketError(error)
    ) {
      return true;
    }
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}
