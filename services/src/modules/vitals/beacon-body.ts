// A beacon's body: navigator.sendBeacon sends a string as text/plain (a JSON type would need a
// CORS preflight a beacon cannot make), so the JSON is read here, capped at a few kilobytes.
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { BadRequestError, PayloadTooLargeError } from '../../http/errors.js';

export function beaconBody(maxBytes: number): Middleware {
  const tooLarge = () => new PayloadTooLargeError(`A beacon is at most ${maxBytes} bytes`);
  const readText = koaBody({
    json: false,
    urlencoded: false,
    multipart: false,
    text: true,
    textLimit: maxBytes,
    onError(error) {
      throw (error as { status?: number }).status === 413
        ? tooLarge()
        : new BadRequestError('Could not read the beacon', { cause: error });
    },
  });
  return async (ctx, next) => {
    if ((ctx.request.length ?? 0) > maxBytes) throw tooLarge();
    if (ctx.request.is('text/plain')) {
      await readText(ctx, async () => {});
      try {
        ctx.request.body = JSON.parse(String(ctx.request.body)) as typeof ctx.request.body;
      } catch (error) {
        throw new BadRequestError('The beacon is not JSON', {
          code: 'malformed_json',
          cause: error,
        });
      }
    }
    await next();
  };
}
