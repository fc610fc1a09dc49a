// The operator's list of payments without an order, and their resolution (stray-payments.ts).
import {
  backOfficeEndpoints,
  isRailTxid,
  RAIL_SYMBOLS,
  railUnitsDecimal,
  type StrayPayment,
} from '@minesite/shared/contract';
import { listReply } from '../../db/paged-list.js';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '../../http/errors.js';
import type { ApiRouter } from '../../http/operations.js';
import type { ModuleDeps } from '../api-module.js';
import { OrdersRepository } from '../orders/repository.js';
import { StrayPayments, type StrayPaymentDocument } from './stray-payments.js';

const DEFAULT_PAGE_SIZE = 20;

export function toStrayPaymentReply(payment: StrayPaymentDocument): StrayPayment {
  const time = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: payment._id,
    rail: payment.rail,
    symbol: RAIL_SYMBOLS[payment.rail],
    amount: railUnitsDecimal(payment.rail, payment.units),
    address: payment.address,
    txid: payment.txid,
    orderId: payment.orderId,
    reason: payment.reason,
    confirmations: payment.confirmations,
    seenAt: payment.seenAt.toISOString(),
    blockTime: time(payment.blockTime),
    droppedAt: time(payment.droppedAt),
    status: payment.status,
    refundTxid: payment.refundTxid,
    creditedOrderId: payment.creditedOrderId,
    note: payment.note,
    resolvedAt: time(payment.resolvedAt),
  };
}

export function strayPaymentRoutes(api: ApiRouter, deps: ModuleDeps): void {
  const payments = new StrayPayments(deps.db);
  const orders = new OrdersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  api.route(
    backOfficeEndpoints.strayPayments,
    {
      summary: 'Payments without an order, newest first, a page at a time',
      description:
        'Each transaction the chain watcher found paying an address the shop handed out to an ' +
        'order that no longer watches it: the order was deleted or purged unpaid (`reason` ' +
        '`deleted`, `purged`), or moved to another rail (`rail_changed`). `status` keeps one ' +
        'status: `open` until the operator resolves it, then `refunded` or `credited`. ' +
        '`droppedAt` is set while the chain no longer shows the transaction.',
    },
    async (ctx) => {
      const { status, page = 1, pageSize = DEFAULT_PAGE_SIZE } = ctx.state.input.query;
      ctx.body = listReply(await payments.list(status, page, pageSize), toStrayPaymentReply);
    },
  );

  api.route(
    backOfficeEndpoints.resolveStrayPayment,
    {
      summary: 'Resolve a payment without an order: refunded, or credited to an order',
      description:
        '`refunded` records the refund the operator sent from the wallet (`refundTxid`, of the ' +
        'payment chain’s shape); `credited` names the order the money counts for (the ' +
        'operator then confirms that order’s payment with the amount received). Once only.',
    },
    async (ctx) => {
      const { id } = ctx.state.input.params;
      const input = ctx.state.input.body;
      const payment = await payments.findById(id);
      if (!payment) {
        throw new NotFoundError(`Payment ${id} not found`, { code: 'stray_payment_not_found' });
      }
      const resolved = () =>
        new ConflictError(`Payment ${id} is already resolved`, { code: 'stray_payment_resolved' });
      if (payment.status !== 'open') throw resolved();
      if (input.status === 'refunded' && !isRailTxid(payment.rail, input.refundTxid)) {
        throw new UnprocessableEntityError(
          `${input.refundTxid} is not a transaction id of the payment's chain (${payment.rail})`,
          { code: 'payment_tx_malformed' },
        );
      }
      if (input.status === 'credited' && !(await orders.findByOrderId(input.orderId))) {
        throw new UnprocessableEntityError(`Order ${input.orderId} not found`, {
          code: 'credited_order_not_found',
        });
      }
      const admin = (ctx.state as { admin?: { username: string } }).admin;
      const done = await payments.resolve(id, input, admin?.username ?? '', now());
      if (!done) throw resolved();
      ctx.body = toStrayPaymentReply(done);
    },
  );
}
