// The order rules. The service, not the browser, guards them: creation is idempotent per
// orderId, a payment is recorded once, statuses only move forward, a visitor can only give up
// an unpaid pending order, and unpaid pending orders expire after the payment window.
import { createHash } from 'node:crypto';
import {
  newOrderId,
  ORDER_STATUSES,
  type AdminOrderInput,
  type CreateOrderInput,
  type OrderStatus,
  type PaymentInput,
} from '@minesite/shared/contract';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { lockLost, type Lease, type OrderLocks } from './order-locks.js';
import { canMoveStatus } from './order-status.js';
import {
  DuplicateOrderIdError,
  type OperatorFields,
  type OrderDocument,
  type OrdersRepository,
  type PaymentFields,
} from './repository.js';

/**
 * How the rules of a change are made safe against a concurrent one: `atomic`, a conditional
 * update or delete (MongoDB applies it atomically); `locked`, the per-order lock (FerretDB,
 * whose conditional writes are not atomic).
 */
export type WriteStrategy = 'atomic' | 'locked';

/** The payment window the texts state (spec section 9); unpaid pending orders expire after it. */
export const PAYMENT_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Orders the expiry sweep reads at a time. */
const SWEEP_BATCH = 200;

/** Attempts at a fresh service-made id, should one collide (36^6 suffixes per millisecond). */
const GENERATED_ID_ATTEMPTS = 5;

export interface CreateResult {
  order: OrderDocument;
  /** False when an identical earlier request had already created it. */
  created: boolean;
}

export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly locks: OrderLocks,
    private readonly strategy: () => Promise<WriteStrategy>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Promise<OrderDocument[]> {
    return this.orders.listNewestFirst();
  }

  async get(orderId: string): Promise<OrderDocument> {
    const order = await this.orders.findByOrderId(orderId);
    if (!order) throw orderNotFound(orderId);
    return order;
  }

  /**
   * Saves a new pending order. The same orderId with the same request returns the order the
   * first request made; the same orderId with anything else is a conflict.
   */
  async create(input: CreateOrderInput): Promise<CreateResult> {
    const fingerprint = createFingerprint(input);
    for (let attempt = 1; ; attempt++) {
      const now = this.now();
      const order = newOrderDocument(input, input.orderId ?? newOrderId(now), fingerprint, now);
      try {
        return { order: await this.orders.insert(order), created: true };
      } catch (error) {
        if (!(error instanceof DuplicateOrderIdError)) throw error;
        if (!input.orderId) {
          if (attempt < GENERATED_ID_ATTEMPTS) continue;
          throw error;
        }
        const existing = await this.orders.findByOrderId(input.orderId);
        // Gone between the insert and the read (expired or deleted): try the insert again.
        if (!existing && attempt < GENERATED_ID_ATTEMPTS) continue;
        if (existing?.createFingerprint === fingerprint) return { order: existing, created: false };
        throw new ConflictError(`Order ${input.orderId} already exists with different details`, {
          code: 'order_id_conflict',
        });
      }
    }
  }

  /** Records the visitor's payment once; the status stays for the operator to move. */
  async submitPayment(orderId: string, payment: PaymentInput): Promise<OrderDocument> {
    // Looked up before anything is locked: an unknown id costs one read.
    if ((await this.get(orderId)).transactionHash) throw paymentAlreadySubmitted(orderId);
    const now = this.now();
    const fields = {
      transactionHash: payment.transactionHash,
      buyerEmail: payment.email,
      paymentTime: now,
    };
    if (await this.atomic()) {
      const paid = await this.orders.updateWhere(orderId, { transactionHash: '' }, fields, now);
      return paid ?? this.explain(orderId, paymentAlreadySubmitted);
    }
    return this.locked(orderId, async (lease) => {
      const order = await this.get(orderId);
      if (order.transactionHash) throw paymentAlreadySubmitted(orderId);
      return this.writeUnder(lease, orderId, fields);
    });
  }

  /** The operator's save: their fields, and a status that moves forward (by default processing). */
  async updateByOperator(orderId: string, input: AdminOrderInput): Promise<OrderDocument> {
    if (input.orderId !== undefined && input.orderId !== orderId) {
      throw new ConflictError(`The body is for order ${input.orderId}, not ${orderId}`, {
        code: 'order_id_mismatch',
      });
    }
    const current = await this.get(orderId);
    if (!canMoveStatus(current.status, input.status)) {
      throw invalidTransition(orderId, current.status, input.status);
    }
    const { status, totalAmount, unitPrice, quantity, sellerAddress, qrcode } = input;
    const fields = { status, totalAmount, unitPrice, quantity, sellerAddress, qrcode };
    if (await this.atomic()) {
      const from = ORDER_STATUSES.filter((candidate) => canMoveStatus(candidate, status));
      const saved = await this.orders.updateWhere(
        orderId,
        { status: { $in: from } },
        fields,
        this.now(),
      );
      return (
        saved ?? this.explain(orderId, (id, order) => invalidTransition(id, order.status, status))
      );
    }
    return this.locked(orderId, async (lease) => {
      const order = await this.get(orderId);
      if (!canMoveStatus(order.status, status)) {
        throw invalidTransition(orderId, order.status, status);
      }
      return this.writeUnder(lease, orderId, fields);
    });
  }

  /** A visitor gives up an order: only while it is pending and no payment was submitted. */
  async removeUnpaid(orderId: string): Promise<void> {
    assertDeletable(await this.get(orderId));
    if (await this.atomic()) {
      const deleted = await this.orders.deleteWhere(orderId, {
        status: 'pending',
        transactionHash: '',
      });
      if (!deleted) await this.explain(orderId, (_id, order) => notDeletable(order));
      return;
    }
    await this.locked(orderId, async (lease) => {
      assertDeletable(await this.get(orderId));
      await lease.confirm();
      if (!(await this.orders.deleteWhere(orderId, { lockToken: lease.token }))) {
        throw lockLost(orderId);
      }
    });
  }

  /**
   * Deletes pending orders without a payment that are older than the payment window (a payment
   * arriving meanwhile wins); returns how many went. Safe to run on several replicas at once.
   */
  async expireUnpaid(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - PAYMENT_WINDOW_MS);
    const unpaid = { status: 'pending' as const, transactionHash: '', createdAt: { $lt: cutoff } };
    const atomic = await this.atomic();
    let expired = 0;
    for (;;) {
      const ids = await this.orders.unpaidPendingCreatedBefore(cutoff, SWEEP_BATCH);
      let deletedInBatch = 0;
      for (const orderId of ids) {
        const deleted = atomic
          ? await this.orders.deleteWhere(orderId, unpaid)
          : await this.locked(orderId, async (lease) => {
              const order = await this.orders.findByOrderId(orderId);
              if (!order || !isExpired(order, cutoff)) return false;
              await lease.confirm();
              return this.orders.deleteWhere(orderId, { lockToken: lease.token });
            }).catch(() => false); // busy: the next sweep gets it
        if (deleted) deletedInBatch += 1;
      }
      expired += deletedInBatch;
      if (ids.length < SWEEP_BATCH || deletedInBatch === 0) return expired;
    }
  }

  /** Deletes locks whose lease has ended (left by a crashed process). */
  sweepLocks(): Promise<number> {
    return this.locks.sweep();
  }

  /** Whether the database applies conditional writes atomically (MongoDB), or locks are needed. */
  private async atomic(): Promise<boolean> {
    return (await this.strategy()) === 'atomic';
  }

  private locked<T>(orderId: string, work: (lease: Lease) => Promise<T>): Promise<T> {
    return this.locks.run(orderId, (token) => this.orders.stampLock(orderId, token), work);
  }

  /** The write of a lock holder: only while its lease lasts, and only if its token is on the order. */
  private async writeUnder(
    lease: Lease,
    orderId: string,
    fields: Partial<PaymentFields & OperatorFields>,
  ): Promise<OrderDocument> {
    await lease.confirm();
    const saved = await this.orders.updateWhere(
      orderId,
      { lockToken: lease.token },
      fields,
      this.now(),
    );
    return saved ?? throwLockLost(orderId);
  }

  /** Why a conditional write matched nothing: the order is gone (404), or the rule refused it. */
  private async explain(
    orderId: string,
    refusal: (orderId: string, order: OrderDocument) => Error,
  ): Promise<never> {
    throw refusal(orderId, await this.get(orderId));
  }
}

function paymentAlreadySubmitted(orderId: string) {
  return new ConflictError(`A payment was already submitted for order ${orderId}`, {
    code: 'payment_already_submitted',
  });
}

function invalidTransition(orderId: string, from: OrderStatus, to: OrderStatus) {
  return new ConflictError(`Order ${orderId} cannot move from ${from} to ${to}`, {
    code: 'invalid_status_transition',
  });
}

function assertDeletable(order: OrderDocument): void {
  if (order.transactionHash || order.status !== 'pending') throw notDeletable(order);
}

function notDeletable(order: OrderDocument) {
  const reason = order.transactionHash
    ? 'a payment was submitted for it'
    : `it is ${order.status}, not pending`;
  return new ConflictError(`Order ${order.orderId} cannot be deleted: ${reason}`, {
    code: 'order_not_deletable',
  });
}

function throwLockLost(orderId: string): never {
  throw lockLost(orderId);
}

function isExpired(order: OrderDocument, cutoff: Date): boolean {
  return order.status === 'pending' && !order.transactionHash && order.createdAt < cutoff;
}

function newOrderDocument(
  input: CreateOrderInput,
  orderId: string,
  createFingerprint: string,
  now: Date,
): OrderDocument {
  return {
    _id: orderId,
    orderId,
    productInfo: input.productInfo,
    deliveryAddress: input.deliveryAddress,
    selectedPool: input.selectedPool,
    paymentMethod: input.paymentMethod,
    orderTime: input.orderTime ?? now.toISOString(),
    status: 'pending',
    totalAmount: 0,
    unitPrice: 0,
    quantity: input.quantity ?? 0,
    sellerAddress: '',
    qrcode: '',
    transactionHash: '',
    buyerEmail: '',
    paymentTime: null,
    createFingerprint,
    createdAt: now,
    updatedAt: now,
  };
}

/** The request as parsed (defaults applied), with object keys sorted so order does not matter. */
function createFingerprint(input: CreateOrderInput): string {
  const { orderId: _id, status: _status, ...request } = input;
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function orderNotFound(orderId: string) {
  return new NotFoundError(`Order ${orderId} not found`, { code: 'order_not_found' });
}
