// Image work (sharp decoding and encoding) runs at most IMAGE_WORK_CONCURRENCY at a time in the
// process: each decode holds the whole bitmap in memory and a thread of libuv's pool, which
// password hashes, compression and file reads share. Beyond that, work waits in a short queue
// for a bounded time; past the queue or the time, the request is answered 503 with Retry-After.
// Only uploads and the catalog's seed do image work; serving a picture never does.
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { ServiceUnavailableError } from '../../http/errors.js';
import { HashGate } from '../auth/password-hash-gate.js';

const WAITING = 8;
const WAIT_MS = 3000;

/** How many images sharp was handed to read, for tests and metrics. */
export const imageWorkStats = { decodes: 0 };

/** sharp on `input`, counted (every image read in the service goes through here). */
export function decodeImage(input: Buffer, options?: SharpOptions): Sharp {
  imageWorkStats.decodes++;
  return sharp(input, options);
}

const gates = new Map<number, HashGate>();

/** The process's gate for `concurrency` images at once (one per configured value). */
export function imageWorkGate(concurrency: number): HashGate {
  let gate = gates.get(concurrency);
  if (!gate) {
    gate = new HashGate({ running: concurrency, waiting: WAITING, waitMs: WAIT_MS }, imageBusy);
    gates.set(concurrency, gate);
  }
  return gate;
}

function imageBusy() {
  return new ServiceUnavailableError('Too many images in work. Try again in a few seconds.', {
    code: 'image_work_busy',
    headers: { 'Retry-After': '2' },
  });
}
