import { expect, test } from '@playwright/test';
import {
  API_URL,
  createOrderThroughApi,
  expectToast,
  localKeys,
  messages,
} from './support/orders-site';

test('an unpaid order times out after an hour: deleted on the service and here', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  const order = await createOrderThroughApi(request, '30天体验套餐');
  await page.clock.install();
  await page.addInitScript((orderId) => {
    localStorage.setItem('orderIds', JSON.stringify([orderId]));
  }, order.orderId);

  await page.goto(`/order-detail?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-id')).toHaveText(order.orderId);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/(60:00|59:5\d)/);
  const start = Number((await localKeys(page))[`order_start_time_${order.orderId}`]);
  expect(start).toBeGreaterThan(0);

  // Coming back later keeps counting from the first view.
  await page.clock.fastForward('30:00');
  await page.reload();
  await expect(timer).toContainText(/(30:00|29:5\d)/);
  expect(Number((await localKeys(page))[`order_start_time_${order.orderId}`])).toBe(start);

  // The hour runs out.
  await page.clock.fastForward('30:01');
  await expectToast(page, t('orders.detail.countdown.expired'));
  await expect(page).toHaveURL('/my-orders');
  expect((await request.get(`${API_URL}/api/orders/${order.orderId}`)).status()).toBe(404);
  const keys = await localKeys(page);
  expect(Object.keys(keys).filter((key) => key.includes(order.orderId))).toEqual([]);
  expect(JSON.parse(keys.orderIds ?? '[]')).toEqual([]);
});

test('an order that cannot be loaded shows the copy saved here, else a placeholder', async ({
  page,
}) => {
  const t = messages('zh');
  const saved = {
    orderId: 'ORD1700000000000saved1',
    productInfo: { title: '本地保存的套餐', hashrate: '10', period: '30', powerDays: '30' },
    status: 'pending',
    orderTime: '2025-01-01T00:00:00.000Z',
  };
  await page.addInitScript((order) => {
    localStorage.setItem(`order_${order.orderId}`, JSON.stringify(order));
  }, saved);

  await page.goto(`/order-detail?orderId=${saved.orderId}`);
  await expectToast(page, t('orders.detail.error.fetch'));
  await expect(page.getByText('本地保存的套餐')).toBeVisible();
  await expect(page.getByText(t('orders.detail.savedCopy'))).toBeVisible();

  await page.goto('/order-detail?orderId=ORD1700000000000nosuch');
  await expect(page.getByText(t('orders.detail.unknownProduct'))).toBeVisible();
  await expect(page.getByText(t('orders.status.pending'))).toBeVisible();
});
