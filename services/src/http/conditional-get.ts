// Public reads that browsers and the web server may reuse: a weak ETag, 304 on a matching
// If-None-Match, and a short max-age with a longer stale-while-revalidate. The ETag is weak
// because the compression middleware (outside this one) sends the same entity gzip-, brotli- or
// un-encoded, which a strong ETag would have to tell apart. max-age stays within the bound the
// catalog copy is stale across replicas at most (a few seconds); revalidating costs a 304.
// The answer is serialized once, and sent compressed from a copy kept under its ETag
// (encoded-replies.ts), so the compression middleware has nothing left to do. A route that
// answers again with the very same object (the market's held figures, the catalog's list kept
// per version) has it serialized and hashed once: such an object is never changed once answered.
import type { Middleware } from 'koa';
import { EncodedReplies, weakEtagOf } from './encoded-replies.js';

/** How long a public read is fresh, and how long a cache may serve it while it revalidates. */
export const PUBLIC_MAX_AGE_SECONDS = 5;
export const PUBLIC_STALE_WHILE_REVALIDATE_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL =
  `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, ` +
  `stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_SECONDS}`;

/**
 * Run first on a public GET (the route's `before`). A request carrying the admin session
 * cookie is answered `no-store`, so that an operator reads the catalog as just written, never
 * from a shared cache's copy. Errors keep the headers of the error middleware.
 */
export function conditionalGet(options: { sessionCookie: string }): Middleware {
  const replies = new EncodedReplies();
  const serialized = new WeakMap<object, { json: string; etag: string }>();
  return async function answerConditionally(ctx, next) {
    await next();
    const { body } = ctx;
    // Only JSON answers: a file or a stream is never serialized here.
    if (ctx.status !== 200 || !ctx.response.is('json') || typeof body !== 'object' || !body) return;
    let known = serialized.get(body);
    if (!known) {
      const json = JSON.stringify(body);
      known = { json, etag: weakEtagOf(json) };
      serialized.set(body, known);
    }
    const { json, etag } = known;
    ctx.set('ETag', etag);
    const admin = ctx.cookies.get(options.sessionCookie) !== undefined;
    ctx.set('Cache-Control', admin ? 'no-store' : PUBLIC_CACHE_CONTROL);
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    replies.send(ctx, json, etag);
  };
}

/** The headers and the 304 reply of such a read, for the OpenAPI document. */
export const CONDITIONAL_HEADERS = {
  ETag: {
    description: 'Weak entity tag of the reply; send it back in If-None-Match to revalidate',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description:
      `\`${PUBLIC_CACHE_CONTROL}\`; \`no-store\` when the request carries the admin ` +
      'session cookie',
    schema: { type: 'string' },
  },
} as const;

export const NOT_MODIFIED_REPLY = {
  description:
    'Not modified: the request’s If-None-Match names the current ETag (no body; the ETag ' +
    'and Cache-Control headers as on 200)',
  headers: CONDITIONAL_HEADERS,
};

/** What a route run through `conditionalGet` adds to its endpoint's replies (`RouteDoc.replies`). */
export const CONDITIONAL_REPLIES = {
  200: { headers: CONDITIONAL_HEADERS },
  304: NOT_MODIFIED_REPLY,
};
