/**
 * The buyer's tasks from their tracked orders and their own list: an unpaid order asks to be
 * paid before its window ends, a paid hash power order names its electricity top-up and end, an
 * offered refund asks for the address; ticked tasks go last, the rest soonest first.
 */
import { describe, expect, it } from 'vitest';
import { aPayment, aRefund, anOrder } from '../../../test/order-fixture';
import { deriveTasks } from './derive-tasks';

const NOW = new Date('2025-01-01T00:30:00.000Z');

describe('the buyer’s tasks', () => {
  it('asks to pay an unpaid order before its window ends, and not once it has ended', () => {
    const unpaid = anOrder();
    expect(deriveTasks([unpaid], [], [], NOW)).toEqual([
      {
        id: `pay:${unpaid.orderId}`,
        kind: 'pay',
        orderId: unpaid.orderId,
        due: '2025-01-01T01:00:00.000Z',
        done: false,
      },
    ]);
    expect(deriveTasks([unpaid], [], [], new Date('2025-01-01T01:00:01.000Z'))).toEqual([]);
    const paid = anOrder({ payment: aPayment({ state: 'paid', remainingBtc: 0 }) });
    expect(deriveTasks([paid], [], [], NOW).filter((task) => task.kind === 'pay')).toEqual([]);
  });

  it('names a paid hash power order’s electricity top-up and end date', () => {
    const paid = anOrder({
      payment: aPayment({ state: 'paid', remainingBtc: 0, paidAt: '2025-01-01T00:20:00.000Z' }),
    });
    const tasks = deriveTasks([paid], [], [], NOW);
    expect(tasks.map((task) => [task.kind, task.due])).toEqual([
      // 15 days of electricity paid of a 180-day package.
      ['topUp', '2025-01-16T00:20:00.000Z'],
      ['ends', '2025-06-30T00:20:00.000Z'],
    ]);
  });

  it('asks for the refund address the shop offered a refund to', () => {
    const refunding = anOrder({
      payment: aPayment({ state: 'refunding', remainingBtc: 0, refund: aRefund() }),
    });
    expect(deriveTasks([refunding], [], [], NOW).map((task) => task.kind)).toEqual([
      'refundAddress',
    ]);
    const given = anOrder({
      payment: aPayment({
        state: 'refunding',
        remainingBtc: 0,
        refund: aRefund({ state: 'requested', address: 'bc1qme' }),
      }),
    });
    expect(deriveTasks([given], [], [], NOW)).toEqual([]);
  });

  it('mixes in the buyer’s own tasks by date, ticked ones last', () => {
    const own = [
      { id: 'a', text: 'Call the farm', due: '2025-01-01' },
      { id: 'b', text: 'Check the pool', due: '2025-03-01' },
    ];
    const unpaid = anOrder();
    const tasks = deriveTasks([unpaid], own, ['own:a'], NOW);
    expect(tasks.map((task) => [task.id, task.done])).toEqual([
      [`pay:${unpaid.orderId}`, false],
      ['own:b', false],
      ['own:a', true],
    ]);
    expect(tasks[1]).toMatchObject({ kind: 'own', text: 'Check the pool', due: '2025-03-01' });
  });
});
