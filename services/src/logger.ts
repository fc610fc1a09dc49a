import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';
import { currentRequestId } from './http/request-id.js';

/** Every line written while a request is handled carries its id as `reqId` (http/request-id.ts). */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = {
    name: 'minesite-services',
    level,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
