// The orders module's background work (its sweeps), started on a test's database as the service
// starts it, with the test payment account and no log.
import type { Db } from 'mongodb';
import { createLogger } from '../../src/logger.js';
import { ordersModule } from '../../src/modules/orders/routes.js';
import { quietConfig } from './test-routers.js';

export function startOrdersSweeps(db: Db) {
  return ordersModule.startBackgroundTask!({
    db,
    config: quietConfig(),
    logger: createLogger('silent'),
  });
}
