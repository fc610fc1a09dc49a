import { expect, test } from '@playwright/test';
import { messages, placeHashpowerOrder, trackOrders } from './support/orders-site';

test('a tracked unpaid order is a task to pay, with its countdown; ticked, it stays done', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  const { order } = await placeHashpowerOrder(request);
  await page.clock.install();
  await trackOrders(page, [order.orderId]);

  await page.goto('/tasks');
  const list = page.getByRole('list', { name: t('route.tasks') });
  const task = list.getByRole('listitem').filter({ hasText: order.orderId });
  await expect(task).toContainText(t('orders.tasks.kind.pay', { order: order.orderId }));
  const timer = task.getByRole('timer');
  await expect(timer).toContainText(/(60|59):\d\d/);
  await page.clock.fastForward('10:00');
  await expect(timer).toContainText(/(50|49):\d\d/);

  // The order's link opens it.
  await expect(task.getByRole('link', { name: order.orderId })).toHaveAttribute(
    'href',
    `/order-detail?orderId=${order.orderId}`,
  );

  // Ticked done: crossed out, no countdown, and still so after a reload.
  await task.getByRole('checkbox').check();
  await expect(task.getByRole('timer')).toHaveCount(0);
  await page.reload();
  await expect(task.getByRole('checkbox')).toBeChecked();

  // A task of the buyer's own, with its due day.
  await page.getByLabel(t('orders.tasks.new')).fill('给矿场打电话');
  await page.getByLabel(t('orders.tasks.due')).fill('2030-05-01');
  await page.getByRole('button', { name: t('orders.tasks.add') }).click();
  await expect(list.getByRole('listitem').first()).toContainText('给矿场打电话');
});
