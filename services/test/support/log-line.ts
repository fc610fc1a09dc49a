// A logger for a module's background task, and the first line it writes that matches: the sweep
// logs once it has done its work, so the line is the signal to check what it did.
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../src/logger.js';

export type LogLine = Record<string, unknown>;

export function awaitLogLine(matches: (line: LogLine) => boolean): {
  logger: Logger;
  logged: Promise<LogLine>;
} {
  let found = (_line: LogLine) => {};
  const logged = new Promise<LogLine>((resolve) => (found = resolve));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as LogLine;
      if (matches(line)) found(line);
      done();
    },
  });
  return { logger: createLogger('info', stream), logged };
}
