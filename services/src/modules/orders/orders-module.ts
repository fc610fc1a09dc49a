import type { ApiModule } from '../api-module.js';
import { paymentAddressesCollection } from '../payments/addresses.js';
import { creditedTransactionsCollection } from '../payments/credited-transactions.js';
import { relayMarksCollection } from './created-notices.js';
import { heldQuotesCollection } from './held-quotes.js';
import { orderLocksCollection } from './order-locks.js';
import { migrateOrderIds } from './order-id-migration.js';
import { startOrdersHousekeeping } from './orders-housekeeping.js';
import { ordersCollection } from './repository.js';
import { orderRoutes } from './routes.js';

/** The orders module: its collections, its routes, the move to `_id: orderId`, its timers. */
export const ordersModule: ApiModule = {
  name: 'orders',
  collections: [
    ordersCollection,
    orderLocksCollection,
    paymentAddressesCollection,
    creditedTransactionsCollection,
    heldQuotesCollection,
    relayMarksCollection,
  ],
  createRouter: orderRoutes,
  async seed({ db, logger }) {
    const moved = await migrateOrderIds(db);
    if (moved > 0) logger.info({ moved }, 'orders moved under their orderId');
  },
  startBackgroundTask: startOrdersHousekeeping,
};
