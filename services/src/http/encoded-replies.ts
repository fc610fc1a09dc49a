// Compressed public replies kept per ETag. The catalog's and the market's answers change only
// when their data does, yet every call used to stringify, hash and compress them again: the
// compression alone (a fresh brotli stream per call) was most of such a call's time under
// load. The ETag is the hash of the exact JSON, so a copy found under it is that very answer,
// whatever changed the data; no version needs plumbing and no copy is ever stale.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/** Below this, an answer is sent as it is (the compression middleware's threshold). */
export const COMPRESS_THRESHOLD = 1024;
/** Answers kept, the least recently used dropped first (a few KB each). */
const MAX_KEPT = 500;

export type Encoding = 'br' | 'gzip';

export type Encoders = Record<Encoding, (json: string) => Buffer>;

/** Made once per answer, so it can afford more effort than a per-call stream (brotli 4). */
const ENCODERS: Encoders = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => gzipSync(json, { level: 9 }),
};

/** The weak ETag of a JSON text: the `etag` package's form (length and SHA-1), weak. */
export function weakEtagOf(json: string): string {
  const hash = createHash('sha1').update(json, 'utf8').digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(json, 'utf8').toString(16)}-${hash}"`;
}

/** brotli when the client takes it, else gzip, else none; `*` takes gzip, as koa-compress does. */
export function encodingFor(ctx: Context): Encoding | undefined {
  const header = ctx.get('Accept-Encoding');
  if (!header) return undefined;
  if (header.trim() === '*') return 'gzip';
  // The server's preference first (the client's order says nothing; its q=0 refuses one).
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  return ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
}

export class EncodedReplies {
  private readonly kept = new Map<string, Buffer>();

  constructor(private readonly encoders: Encoders = ENCODERS) {}

  /**
   * Sets the body to `json`, compressed as the client accepts from the copy kept under
   * `etag`, made on the first call. Small answers and clients that take no encoding get the
   * text itself.
   */
  send(ctx: Context, json: string, etag: string): void {
    ctx.vary('Accept-Encoding');
    ctx.type = 'application/json';
    const encoding = json.length >= COMPRESS_THRESHOLD ? encodingFor(ctx) : undefined;
    if (!encoding) {
      ctx.body = json;
      return;
    }
    ctx.set('Content-Encoding', encoding);
    ctx.body = this.encoded(json, etag, encoding);
  }

  /** `json` compressed as `encoding`: the copy kept under `etag`, made on the first call. */
  encoded(json: string, etag: string, encoding: Encoding): Buffer {
    const key = `${encoding} ${etag}`;
    let encoded = this.kept.get(key);
    if (encoded) {
      // Most recently used last.
      this.kept.delete(key);
    } else {
      encoded = this.encoders[encoding](json);
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, encoded);
    return encoded;
  }

  /** Answers kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
