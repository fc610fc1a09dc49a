// The chain watcher's look at the addresses no order watches (stray-addresses.ts), run in its
// sweep after the watched orders, under the same lease and at the same paced chain client.
// Each transaction found there is recorded once (stray-payments.ts) and mailed to the operator.
import { formatRailUnits, orderDisplayRef } from '@minesite/shared/contract';
import type { Logger } from 'pino';
import type { MailQueue } from '../notifications/mail-queue.js';
import { enqueueNotification } from '../notifications/notify.js';
import { RAIL_CHAINS } from '../notifications/order-notice-mails.js';
import type { OrdersRepository } from '../orders/repository.js';
import type { ObservedPayment } from './payment-evaluator.js';
import {
  FORGET_AFTER_MS,
  type StrayAddressDocument,
  type StrayAddresses,
} from './stray-addresses.js';
import type { StrayPaymentDocument, StrayPayments } from './stray-payments.js';

/** Stray addresses one sweep looks at most (the rest wait for the next one). */
const SWEEP_BATCH = 200;

/** What the rail's chain shows at an address; null when the rail's chain is not asked now. */
export type LookAt = (
  stray: Pick<StrayAddressDocument, 'rail' | 'address'>,
) => Promise<{ observed: ObservedPayment[]; settleDepth: number } | null>;

export interface StraySweepDeps {
  addresses: StrayAddresses;
  payments: StrayPayments;
  orders: Pick<OrdersRepository, 'findByOrderId'>;
  mails: MailQueue;
  /** The late sweep's pace, once an address is past its close watch. */
  lateCheckMs: number;
  logger: Logger;
}

export class StraySweep {
  constructor(private readonly deps: StraySweepDeps) {}

  /**
   * Looks at the stray addresses due while `timeLeft()`; returns how many the chain was asked
   * about. A chain API failure is thrown, as the watcher's own looks throw it.
   */
  async sweep(lookAt: LookAt, timeLeft: () => boolean, now: Date): Promise<number> {
    const { addresses, payments, orders, lateCheckMs } = this.deps;
    let checked = 0;
    const due = await addresses.due(now, SWEEP_BATCH);
    // A full batch may have left due addresses out: those looked at now make way for them.
    const batchFull = due.length >= SWEEP_BATCH;
    for (const stray of due) {
      if (!timeLeft()) break;
      // Recorded before its order let go of it: an order that kept it after all watches it
      // itself (its deletion refused), but only once a deletion can no longer be under way.
      if (!stray.letGo) {
        const payment = (await orders.findByOrderId(stray.orderId))?.payment;
        const held = payment?.address === stray.address && (payment.rail ?? 'btc') === stray.rail;
        const settled = now.getTime() - stray.releasedAt.getTime() > FORGET_AFTER_MS;
        if (held && settled) await addresses.forget(stray._id);
        if (held) continue;
        if (settled) await addresses.markLetGo(stray._id);
      }
      const look = await lookAt(stray);
      if (!look) {
        await addresses.schedule(stray._id, new Date(now.getTime() + lateCheckMs));
        continue;
      }
      checked += 1;
      const found = look.observed.map(({ txid, sats, confirmations, blockTime }) => ({
        rail: stray.rail,
        address: stray.address,
        txid,
        units: sats,
        confirmations,
        blockTime,
        orderId: stray.orderId,
        reason: stray.reason,
      }));
      for (const fresh of await payments.recordLook(stray, found, now)) await this.tell(fresh);
      // Closely while just let go of, and while a payment there is not final yet.
      const following = look.observed.some((tx) => tx.confirmations < look.settleDepth);
      const close = now < stray.closeUntil || following;
      // Due again at once while close: written only when the batch could not reach every one.
      if (!close || batchFull) {
        await addresses.schedule(stray._id, new Date(now.getTime() + (close ? 0 : lateCheckMs)));
      }
    }
    return checked;
  }

  private async tell(payment: StrayPaymentDocument): Promise<void> {
    const { rail } = payment;
    this.deps.logger.warn(
      { rail, address: payment.address, txid: payment.txid, orderId: payment.orderId },
      'payment to an address no order watches',
    );
    const data = {
      amount: formatRailUnits(rail, payment.units),
      chain: RAIL_CHAINS[rail],
      address: payment.address,
      txid: payment.txid,
      orderRef: orderDisplayRef(payment.orderId),
      reason: payment.reason,
      adminPath: '/admin/stray-payments?status=open',
    };
    const notification = { event: 'stray_payment_found', to: 'operator', data } as const;
    await enqueueNotification(this.deps.mails, notification, this.deps.logger);
  }
}
