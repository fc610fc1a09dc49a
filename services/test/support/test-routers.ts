// The service's routers built by hand on a test's database, as the app builds them.
import type { Db } from 'mongodb';
import { createRouters } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DocumentedOperation } from '../../src/http/operations.js';
import { createLogger } from '../../src/logger.js';
import { TEST_PAYMENT_ENV } from './payment-account.js';

/** The configuration of a service built by hand: the test payment account, no log. */
export const quietConfig = () =>
  loadConfig({ ...TEST_PAYMENT_ENV, MONGODB_URI: 'mongodb://127.0.0.1:9/', LOG_LEVEL: 'silent' });

/** The service's routers on `db`. */
export const testRouters = (db: Db) =>
  createRouters({ db, config: quietConfig(), logger: createLogger('silent') });

/** Every operation the routers declare. */
export const declaredOperations = (db: Db): DocumentedOperation[] =>
  testRouters(db).flatMap((router) => router.operations);
