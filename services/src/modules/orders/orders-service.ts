// The orders service as the app runs it: with the configuration it also places orders (prices
// from the catalog, BTC rates from the market service, payment addresses, held quotes, the
// client's open-order slots) and checks claims on the chain; without, it only changes existing
// ones (the sweeps, tests).
import type { TokenRail } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { databaseServer } from '../../db/database-server.js';
import { createLogger } from '../../logger.js';
import { ProductsRepository } from '../catalog/repository.js';
import { CatalogService } from '../catalog/service.js';
import { marketService } from '../market/routes.js';
import { chainClientFor } from '../payments/chain-client.js';
import { CreditedTransactions } from '../payments/credited-transactions.js';
import { StrayAddresses } from '../payments/stray-addresses.js';
import { tokenWatches } from '../payments/token-watches.js';
import { effectivePayments } from '../settings/payment-settings.js';
import { HeldQuotes } from './held-quotes.js';
import { OpenOrderSlots } from './open-order-slots.js';
import { OrderLocks } from './order-locks.js';
import { OrderQuoter } from './quotes.js';
import { OrdersRepository } from './repository.js';
import { OrdersService } from './service.js';

export interface OrdersServiceDeps {
  db: Db;
  /** Without: only changes of existing orders (no prices, addresses or claims). */
  config?: Config;
  logger?: Logger;
  /** The clock of the orders (their times, expiry, the purge) and the market's; tests set it. */
  now?: () => Date;
}

export function ordersService({
  db,
  config,
  logger = createLogger('silent'),
  now,
}: OrdersServiceDeps): OrdersService {
  // Conditional writes on MongoDB; the per-order lock on FerretDB (order-locks.ts).
  const strategy = async () =>
    (await databaseServer(db).isFerretDb()) ? ('locked' as const) : ('atomic' as const);
  const common = { now, credits: new CreditedTransactions(db) };
  if (!config)
    return new OrdersService(new OrdersRepository(db), new OrderLocks(db), strategy, common);
  // Where buyers pay, the quote lifetime and the confirmations: the environment's, else the
  // settings page's, read per use (modules/settings/payment-settings.ts).
  const payments = effectivePayments(db, config);
  const market = marketService({ db, config, logger, now });
  return new OrdersService(new OrdersRepository(db), new OrderLocks(db), strategy, {
    ...common,
    checkout: {
      quoter: new OrderQuoter(new CatalogService(db, new ProductsRepository(db)), market),
      addresses: payments,
      tokenContracts: config.tokenRails.contracts,
      ethChainId: config.tokenRails.ethChainId,
      watchedTokenRails: Object.keys(tokenWatches(config)) as TokenRail[],
      get quoteLifetimeMs() {
        return payments.quoteLifetimeMs;
      },
      quoteHoldMs: config.payments.quoteHoldMs,
      monitoringMs: config.chain.monitoringMs,
      watchesChain: config.chain.apiUrl !== null,
      heldQuotes: new HeldQuotes(db),
      openSlots: { slots: new OpenOrderSlots(db), perClient: config.payments.openOrdersPerClient },
    },
    // A buyer's claim is checked on the chain (payments/payment-claim.ts).
    claims: {
      chain: chainClientFor(config.chain),
      get confirmations() {
        return payments.confirmations;
      },
      settleDepth: config.chain.settleDepth,
      graceMs: config.chain.pollMs,
      tokens: tokenWatches(config),
    },
    rates: market,
    unpaidRetentionMs: config.payments.unpaidRetentionMs,
    strays: new StrayAddresses(db, config.chain.monitoringMs),
  });
}
