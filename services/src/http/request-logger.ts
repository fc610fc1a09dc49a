// One structured log line per request: its id, method, url, status and duration (responseTime,
// ms).
// Only these fields are logged, so headers such as cookies never reach the log; order ids in the
// url are cut short (log-redaction.ts), as on every other line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactedUrl } from '../log-redaction.js';

export function requestLogger(logger: Logger): Middleware {
  const log = pinoHttp({
    logger,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: req.url === undefined ? undefined : redactedUrl(req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // The request line carries the request id as every other line does (http/request-id.ts).
    customSuccessObject: (req, _res, value: object) => ({ ...value, reqId: req.id }),
    customErrorObject: (req, _res, _error, value: object) => ({ ...value, reqId: req.id }),
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return 'info';
    },
  });
  return async function logRequest(ctx, next) {
    log(ctx.req, ctx.res);
    await next();
  };
}
