// JSON answers made per call (an order as created or read) compressed by one call of zlib's
// synchronous encoder. koa-compress pipes every answer through a fresh compression stream: for
// a reply of a few KB its buffers and callbacks cost more than the compression itself (a
// quarter of an order read's time in the service under load). The answers in memory are
// compressed here, before koa-compress sees them; it still compresses whatever else is large.
// A read's answer is kept compressed under the hash of its JSON (encoded-replies.ts): a buyer's
// page polling an order that did not change gets the same bytes without compressing again.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import {
  COMPRESS_THRESHOLD,
  EncodedReplies,
  encodingFor,
  weakEtagOf,
  type Encoders,
} from './encoded-replies.js';

/**
 * Per call, so the fast levels koa-compress uses (brotli 4, gzip's default); brotli's window no
 * larger than the answer (its default, 4 MB, is memory set up and dropped on every call).
 */
const ENCODERS: Encoders = {
  br: (json) => {
    const bytes = Buffer.byteLength(json);
    return brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
        [constants.BROTLI_PARAM_LGWIN]: Math.min(
          constants.BROTLI_MAX_WINDOW_BITS,
          Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))),
        ),
      },
    });
  },
  gzip: (json) => gzipSync(json),
};

/** A body Koa would send as JSON: a plain object or an array (not a file, stream or buffer). */
function isJsonValue(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  return Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype;
}

/** A read's plain JSON answer of a few KB (an admin's long list is made once and not kept). */
function keepsCopy(ctx: Context, json: string): boolean {
  if (ctx.method !== 'GET' || ctx.status !== 200 || ctx.response.type !== 'application/json') {
    return false;
  }
  return json.length <= KEPT_MAX_LENGTH;
}

/** The largest answer kept compressed (the 500 kept then hold a few MB at most). */
const KEPT_MAX_LENGTH = 16 * 1024;

export function compressJsonReplies(): Middleware {
  const reads = new EncodedReplies(ENCODERS);
  return async function compressJson(ctx, next) {
    await next();
    const { body } = ctx;
    if (!isJsonValue(body) || !ctx.response.is('json') || ctx.method === 'HEAD') return;
    if (ctx.response.get('Content-Encoding')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(ctx.response.get('Cache-Control'))) return;
    const json = JSON.stringify(body);
    // Sent as this text: Koa would otherwise make it twice more (once for its length).
    if (Buffer.byteLength(json) < COMPRESS_THRESHOLD) {
      ctx.body = json;
      return;
    }
    ctx.vary('Accept-Encoding');
    const encoding = encodingFor(ctx);
    if (!encoding) {
      ctx.body = json;
      return;
    }
    ctx.set('Content-Encoding', encoding);
    // Hashed only here: a small answer, or one sent as text, needs no key.
    ctx.body = keepsCopy(ctx, json)
      ? reads.encoded(json, weakEtagOf(json), encoding)
      : ENCODERS[encoding](json);
  };
}
