// Koa's 'error' event: failures outside errorHandler, which happen once a reply is on its way
// (a picture streaming from GridFS). A visitor who leaves the page while a picture streams
// closes the connection; Node reports that as a premature close or a reset socket. That is
// the client's choice, not the service's fault, so it is logged as information, not an error.
// The database going out of reach or out of time while a reply streams ends that reply (the
// driver's time limits, db/client.ts, see that it does); it is logged as a warning.
import type { Logger } from 'pino';
import { isDatabaseOutage } from './error-handler.js';

const CLIENT_GONE_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
]);

/** The error's code when it only says the client closed the connection before the reply ended. */
function clientGoneCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE_CODES.has(code) ? code : undefined;
}

/** The listener for Koa's 'error' event. */
export function logAppError(logger: Logger): (error: unknown) => void {
  return (error) => {
    const code = clientGoneCode(error);
    if (code) logger.info({ code }, 'client closed the connection');
    else if (isDatabaseOutage(error)) logger.warn({ err: error }, 'database unavailable mid-reply');
    else logger.error({ err: error }, 'unhandled app error');
  };
}
