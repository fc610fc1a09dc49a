import { healthSchema } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { moduleRouter, type ApiModule } from '../api-module.js';

const pingTimeoutMs = 2000;

export const healthModule: ApiModule = {
  name: 'health',
  collections: [],
  createRouter(deps) {
    const api = moduleRouter('/api/health', 'health', deps);
    api.route(
      {
        method: 'get',
        path: '/',
        summary: 'Whether the service and its database answer',
        replies: {
          200: { description: 'ok, database up', schema: healthSchema },
          503: { description: 'degraded, database down', schema: healthSchema },
        },
      },
      async (ctx) => {
        const up = await databaseAnswers(deps.db);
        ctx.set('Cache-Control', 'no-store');
        ctx.status = up ? 200 : 503;
        ctx.body = up ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
      },
    );
    return api;
  },
};

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), pingTimeoutMs);
  });
  const ping = db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
