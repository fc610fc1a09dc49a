// Orders leave only when nothing ever paid, named or touched them (order-deletion.ts): the
// buyer's or operator's giving up, and the purge of such orders past their retention.
import { orderBusy } from './order-errors.js';
import { deletionRefusal, isPurgeable, notDeletable, purgeCandidates } from './order-deletion.js';
import { lockLost } from './order-locks.js';
import { CHANGE_ATTEMPTS, type OrderWrites } from './order-writes.js';
import type { OrdersRepository } from './repository.js';
import type { OrderDocument } from './order-document.js';
import type { StrayAddresses } from '../payments/stray-addresses.js';

/** Orders the purge reads at a time. */
const SWEEP_BATCH = 200;

export interface RemovalOptions {
  /** Retention of unpaid orders with nothing seen; absent: no purge. */
  unpaidRetentionMs?: number | undefined;
  /**
   * Where a removed order's address stays watched: a payment on its way when the order went
   * is still found (payments/stray-addresses.ts). Kept before the delete, so that a crash in
   * between loses nothing.
   */
  strays?: Pick<StrayAddresses, 'release'> | undefined;
}

export class OrderRemoval {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly writes: OrderWrites,
    private readonly now: () => Date,
    private readonly options: RemovalOptions = {},
  ) {}

  /**
   * Gives up an order: only one awaiting a price or a payment that nothing paid, nothing named
   * and the operator never touched (order-deletion.ts); anything else is 409 with the reason.
   */
  async removeUnpaid(orderId: string, attempt = 1): Promise<OrderDocument> {
    const order = await this.writes.get(orderId);
    const refusal = deletionRefusal(order);
    if (refusal) throw notDeletable(order, refusal);
    if (await this.writes.atomic()) {
      await this.options.strays?.release(order, 'deleted', this.now());
      // The order exactly as checked: any change since (a payment seen) matches nothing.
      if (await this.orders.deleteWhere(orderId, { updatedAt: order.updatedAt })) return order;
      if (attempt === CHANGE_ATTEMPTS) throw orderBusy(orderId);
      return this.removeUnpaid(orderId, attempt + 1);
    }
    return this.writes.locked(orderId, async (lease) => {
      const current = await this.writes.get(orderId);
      const reason = deletionRefusal(current);
      if (reason) throw notDeletable(current, reason);
      await this.options.strays?.release(current, 'deleted', this.now());
      await lease.confirm();
      if (!(await this.orders.deleteWhere(orderId, { lockToken: lease.token }))) {
        throw lockLost(orderId);
      }
      return current;
    });
  }

  /**
   * Deletes unpaid orders older than UNPAID_ORDER_RETENTION_DAYS that nothing ever paid or named
   * and the operator never touched; returns how many went. Safe on several replicas at once.
   */
  async purgeUnpaid(): Promise<number> {
    const retention = this.options.unpaidRetentionMs;
    if (retention === undefined) return 0;
    const cutoff = new Date(this.now().getTime() - retention);
    const atomic = await this.writes.atomic();
    let purged = 0;
    for (;;) {
      const ids = await this.orders.idsOldestFirst(purgeCandidates(cutoff), SWEEP_BATCH);
      let inBatch = 0;
      for (const orderId of ids) {
        const deleted = await this.purgeOne(orderId, cutoff, atomic).catch(() => false);
        if (deleted) inBatch += 1;
      }
      purged += inBatch;
      if (ids.length < SWEEP_BATCH || inBatch === 0) return purged;
    }
  }

  private async purgeOne(orderId: string, cutoff: Date, atomic: boolean): Promise<boolean> {
    if (atomic) {
      const order = await this.orders.findByOrderId(orderId);
      if (!order || !isPurgeable(order, cutoff)) return false;
      await this.options.strays?.release(order, 'purged', this.now());
      return this.orders.deleteWhere(orderId, { updatedAt: order.updatedAt });
    }
    return this.writes.locked(orderId, async (lease) => {
      const order = await this.orders.findByOrderId(orderId);
      if (!order || !isPurgeable(order, cutoff)) return false;
      await this.options.strays?.release(order, 'purged', this.now());
      await lease.confirm();
      return this.orders.deleteWhere(orderId, { lockToken: lease.token });
    });
  }
}
