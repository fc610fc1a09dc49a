/**
 * The buyer's tasks: what their tracked orders ask of them (pay before the window ends, top
 * up a hash power order's electricity, note its end, give the refund address the shop asked
 * for) and the tasks they added themselves, each ticked done or not. Pure: the clock is given.
 */
import type { PublicOrder } from '@minesite/shared/domain';

export type OrderTaskKind = 'pay' | 'topUp' | 'ends' | 'refundAddress';
export type TaskKind = OrderTaskKind | 'own';

/** A task the buyer added: its text and due day (`YYYY-MM-DD`) or time (ISO). */
export interface OwnTask {
  id: string;
  text: string;
  due: string;
}

export interface BuyerTask {
  /** Stable across reads: `pay:<orderId>`, `own:<id>`; what the done ticks name. */
  id: string;
  kind: TaskKind;
  orderId?: string;
  /** The buyer's own text. */
  text?: string;
  /** When it is due (ISO, or a day `YYYY-MM-DD`); none for a task without a date. */
  due?: string;
  done: boolean;
}

const DAY_MS = 86_400_000;
const OPEN_PAYMENT_STATES = new Set(['awaiting_payment', 'seen']);

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

function orderTasks(order: PublicOrder, now: number): Omit<BuyerTask, 'done'>[] {
  const { orderId, payment } = order;
  const tasks: Omit<BuyerTask, 'done'>[] = [];
  if (
    OPEN_PAYMENT_STATES.has(payment.state) &&
    payment.remainingBtc > 0 &&
    payment.expiresAt &&
    Date.parse(payment.expiresAt) > now
  ) {
    tasks.push({ id: `pay:${orderId}`, kind: 'pay', orderId, due: payment.expiresAt });
  }
  const choice = order.quote?.choice;
  if (choice?.kind === 'hashpower' && payment.paidAt) {
    if (choice.powerDays < choice.durationDays) {
      const due = plusDays(payment.paidAt, choice.powerDays);
      tasks.push({ id: `topUp:${orderId}:${due}`, kind: 'topUp', orderId, due });
    }
    const ends = plusDays(payment.paidAt, choice.durationDays);
    if (Date.parse(ends) > now)
      tasks.push({ id: `ends:${orderId}`, kind: 'ends', orderId, due: ends });
  }
  if (payment.refund?.state === 'offered' && !payment.refund.address) {
    tasks.push({ id: `refundAddress:${orderId}`, kind: 'refundAddress', orderId });
  }
  return tasks;
}

const dueTime = (task: BuyerTask) => (task.due ? Date.parse(task.due) : Number.POSITIVE_INFINITY);

/** Every task, open ones first, each group soonest first (undated last). */
export function deriveTasks(
  orders: readonly PublicOrder[],
  own: readonly OwnTask[],
  done: readonly string[],
  now: Date,
): BuyerTask[] {
  const ticked = new Set(done);
  const tasks: BuyerTask[] = [
    ...orders.flatMap((order) => orderTasks(order, now.getTime())),
    ...own.map((task) => ({
      id: `own:${task.id}`,
      kind: 'own' as const,
      text: task.text,
      due: task.due,
    })),
  ].map((task) => ({ ...task, done: ticked.has(task.id) }));
  return tasks.sort((a, b) => Number(a.done) - Number(b.done) || dueTime(a) - dueTime(b));
}
