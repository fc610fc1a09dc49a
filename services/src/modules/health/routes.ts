import type { Db } from 'mongodb';
import { createRouter } from '../../http/router.js';
import type { ApiModule } from '../api-module.js';

const pingTimeoutMs = 2000;

export const healthModule: ApiModule = {
  name: 'health',
  collections: [],
  createRouter({ db }) {
    const router = createRouter('/api/health');
    router.get('/', async (ctx) => {
      const up = await databaseAnswers(db);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = up ? 200 : 503;
      ctx.body = up ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
    });
    return router;
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
