import { every, type BackgroundTask, type ModuleDeps } from '../api-module.js';
import { MARK_BEAT_MS, newOrdersInFlight, RelayMarks } from './created-notices.js';
import { HeldQuotes } from './held-quotes.js';
import { orderNoticeSubscribers } from './notice-subscribers.js';
import { onOutboxFilled, OrderOutboxRelay } from './order-outbox.js';
import { ordersService } from './orders-service.js';

/** How often the orders' housekeeping runs (expired quotes, stale locks). */
const HOUSEKEEPING_INTERVAL_MS = 60_000;

/**
 * How often unpaid orders past their retention (UNPAID_ORDER_RETENTION_DAYS, 90 by default) are
 * purged. The look reads every order on FerretDB v1 (0.3 ms of the server's CPU an order with the
 * launcher's build, 0.8 ms with the official binary): once a minute, for a retention of months,
 * it was one of four such reads a minute (with the chain sweep's two and the relay's look), each
 * slowing every request while it ran.
 */
const PURGE_INTERVAL_MS = 3_600_000;

/**
 * How often the outbox relay looks for notices left by a crashed process (or a failed relay):
 * each process relays its own writes' notices at once, so this is the rare case. The look
 * reads every order with a notice waiting (every order, on FerretDB v1, whose only index
 * served is `_id`'s).
 */
const OUTBOX_RELAY_INTERVAL_MS = 60_000;

/**
 * The orders' timers: expired quotes and stale locks, the purge of unpaid orders past their
 * retention, at the module's clock; and the relay of order notices.
 */
export function startOrdersHousekeeping(deps: ModuleDeps): BackgroundTask {
  const orders = ordersService(deps);
  const quotes = new HeldQuotes(deps.db);
  const now = deps.now ?? (() => new Date());
  const housekeeping = every(
    HOUSEKEEPING_INTERVAL_MS,
    async () => {
      await quotes.sweep(now());
      const staleLocks = await orders.sweepLocks();
      if (staleLocks > 0) deps.logger.warn({ staleLocks }, 'stale order locks deleted');
    },
    deps,
    'orders-housekeeping',
  );
  const purging = every(
    PURGE_INTERVAL_MS,
    async () => {
      const purged = await orders.purgeUnpaid();
      if (purged > 0) deps.logger.info({ purged }, 'unpaid orders past their retention purged');
    },
    deps,
    'orders-purge',
  );
  // Notices are relayed as soon as a write in this process leaves some, and on a timer for
  // those another replica (or a crash) left.
  const marks = new RelayMarks(deps.db);
  const relay = new OrderOutboxRelay(
    deps.db,
    orderNoticeSubscribers(deps),
    deps.logger,
    marks,
    now,
  );
  // A failed run is logged once by the relay, not once per caller that was waiting for it.
  const logged = () => undefined;
  const stopListening = onOutboxFilled((order, created) => {
    void (created ? relay.relayCreated() : relay.relay(order)).catch(logged);
  });
  // New orders wait for the first mark (a crash after their insert is then covered); a mark
  // not written is logged by the task and does not stop the shop taking orders.
  const beating = every(MARK_BEAT_MS, () => marks.beat(now()), deps, 'order-relay-mark');
  newOrdersInFlight.markWritten = beating.firstRun ?? null;
  const relaying = every(
    OUTBOX_RELAY_INTERVAL_MS,
    () => relay.drain().catch(logged),
    deps,
    'order-outbox',
  );
  return {
    stop() {
      stopListening();
      relaying.stop();
      beating.stop();
      purging.stop();
      housekeeping.stop();
      // Nothing left to hand over: no one need look after this process.
      if (newOrdersInFlight.idle) void marks.remove().catch(logged);
    },
    firstRun: Promise.all([
      housekeeping.firstRun,
      purging.firstRun,
      relaying.firstRun,
      beating.firstRun,
    ]).then(() => undefined),
  };
}
