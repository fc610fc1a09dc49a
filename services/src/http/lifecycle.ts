// The service's readiness. On SIGTERM main.ts marks it stopping: the health check answers 503
// `stopping` at once (a load balancer stops sending new requests), replies ask their clients
// to close the connection, and only then does the server stop accepting and drain.
import type { Middleware } from 'koa';

export class Lifecycle {
  private stoppingSince?: Date;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  markStopping(): void {
    this.stoppingSince ??= new Date();
  }
}

/** Answers the health checks (`/api/health…`) with 503 while stopping; else passes through. */
export function readiness(lifecycle: Lifecycle): Middleware {
  return async function answerWhileStopping(ctx, next) {
    if (!lifecycle.stopping) return next();
    ctx.set('Connection', 'close');
    if (ctx.method === 'GET' && /^\/api\/health(\/|$)/.test(ctx.path)) {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 503;
      ctx.body = { status: 'stopping', database: 'up' };
      return;
    }
    await next();
  };
}
