import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';
import { currentRequestId } from './http/request-id.js';
import { redactOrderIds } from './log-redaction.js';

/**
 * Every line written while a request is handled carries its id as `reqId` (http/request-id.ts).
 * No line carries an order id in full, whichever field or error message holds it
 * (log-redaction.ts).
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = {
    name: 'minesite-services',
    level,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    hooks: { streamWrite: redactOrderIds },
  };
  return destination ? pino(options, destination) : pino(options);
}
