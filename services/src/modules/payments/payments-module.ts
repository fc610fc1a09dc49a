// The payments module: the chain watcher, run on a timer by every replica (one at a time
// sweeps, sweep-lease.ts), and the operator's payments without an order (stray-routes.ts). The
// order's payment routes are the orders module's (a buyer's claim, the operator's
// confirmation); the chain client is shared with them (chainClientFor).
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { every, moduleRouter, type ApiModule } from '../api-module.js';
import { OrdersRepository } from '../orders/repository.js';
import { ordersService } from '../orders/orders-service.js';
import type { OrdersService } from '../orders/service.js';
import { mailQueueFor } from '../notifications/notify.js';
import { effectivePayments } from '../settings/payment-settings.js';
import { chainClientFor } from './chain-client.js';
import type { ChainConfig } from './chain-config.js';
import { ChainWatcher } from './chain-watcher.js';
import { StrayAddresses, strayAddressesCollection } from './stray-addresses.js';
import { backfillDeletedAddresses, strayBackfillsCollection } from './stray-backfill.js';
import { strayPaymentCollections, StrayPayments } from './stray-payments.js';
import { strayPaymentRoutes } from './stray-routes.js';
import { StraySweep } from './stray-sweep.js';
import { SweepLeases, sweepLeasesCollection } from './sweep-lease.js';
import { tokenWatches } from './token-watches.js';

export function chainWatcher(
  deps: { db: Db; config: Config; logger: Logger; now?: () => Date },
  service: Pick<OrdersService, 'changePayment'> = ordersService(deps),
): ChainWatcher {
  const orders = new OrdersRepository(deps.db);
  const strays = new StraySweep({
    addresses: new StrayAddresses(deps.db, deps.config.chain.monitoringMs),
    payments: new StrayPayments(deps.db),
    orders,
    mails: mailQueueFor(deps.db, deps.config.mail),
    lateCheckMs: deps.config.chain.lateCheckMs,
    logger: deps.logger,
  });
  return new ChainWatcher({
    orders,
    service,
    strays,
    leases: new SweepLeases(deps.db),
    chain: chainClientFor(deps.config.chain),
    tokens: tokenWatches(deps.config),
    // The confirmations asked for: the environment's, else the settings page's (read per sweep).
    config: chainSettings(deps),
    logger: deps.logger,
    ...(deps.now ? { now: deps.now } : {}),
  });
}

function chainSettings(deps: { db: Db; config: Config }): ChainConfig {
  const payments = effectivePayments(deps.db, deps.config);
  return {
    ...deps.config.chain,
    get confirmations() {
      return payments.confirmations;
    },
  };
}

export const paymentsModule: ApiModule = {
  name: 'payments',
  collections: [
    sweepLeasesCollection,
    strayAddressesCollection,
    strayBackfillsCollection,
    ...strayPaymentCollections,
  ],
  createRouter(deps) {
    const api = moduleRouter('/api/admin/stray-payments', 'payments', deps);
    strayPaymentRoutes(api, deps);
    return api;
  },
  startBackgroundTask(deps) {
    const watcher = chainWatcher(deps);
    const now = deps.now ?? (() => new Date());
    // Once per process (once in all, by its marker); a failure is tried again at the next poll.
    let backfilled = false;
    return every(
      deps.config.chain.pollMs,
      async () => {
        if (!backfilled) {
          const strays = new StrayAddresses(deps.db, deps.config.chain.monitoringMs);
          const recorded = await backfillDeletedAddresses(deps.db, strays, now());
          if (recorded > 0) deps.logger.info({ recorded }, 'deleted orders’ addresses watched');
          backfilled = true;
        }
        const started = performance.now();
        const report = await watcher.sweep();
        const ms = Math.round(performance.now() - started);
        if (report.changed > 0)
          deps.logger.info({ ...report, ms }, 'chain watcher changed payments');
        // A sweep longer than the poll finds every payment that much later (the ticks while
        // it runs are skipped): the operator's sign to raise CHAIN_API_MAX_RPS.
        if (report.swept && ms > deps.config.chain.pollMs) {
          deps.logger.warn({ ...report, ms }, 'chain sweep took longer than CHAIN_POLL_SECONDS');
        } else deps.logger.debug({ ...report, ms }, 'chain sweep');
      },
      deps,
      'chain-watcher',
    );
  },
};
