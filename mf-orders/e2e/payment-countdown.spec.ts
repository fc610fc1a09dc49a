import { expect, test } from '@playwright/test';
import {
  API_URL,
  expectToast,
  localKeys,
  messages,
  placeHashpowerOrder,
  trackOrders,
} from './support/orders-site';

test('the countdown runs to the end of the window the service set; the order is kept after it', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  const { order } = await placeHashpowerOrder(request);
  const orderPath = `**/api/orders/${order.orderId}`;
  await page.clock.install();
  await trackOrders(page, [order.orderId]);

  await page.goto(`/order-detail?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-id')).toHaveText(order.orderId);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/(60|59):\d\d/);
  // The window is the service's, not this browser's: nothing is kept to count from.
  expect(Object.keys(await localKeys(page)).filter((key) => key.startsWith('order_start'))).toEqual(
    [],
  );

  // Coming back later counts to the same end. (The page's parts that load on demand are in
  // first: a jump of the clock would time out a chunk still loading.)
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('30:00');
  await page.reload();
  await expect(timer).toContainText(/(30|29):\d\d/);

  // The hour runs out: the page shows it, asks the service, and shows the expired state it
  // reports (the service's own clock is not this browser's, so its answer is stood in for).
  await page.route(orderPath, async (route) => {
    const reply = await route.fetch();
    const answered = (await reply.json()) as { payment: { state: string } };
    answered.payment.state = 'expired';
    await route.fulfill({ response: reply, json: answered });
  });
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('30:01');
  await expect(page.getByText(t('orders.payment.note.expired'))).toBeVisible();
  await expect(page.getByText(t('order.payment.state.expired')).first()).toBeVisible();
  await expect(page.getByTestId('payment-address')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('orders.detail.pay.button') })).toHaveCount(0);

  // Nothing is deleted: a late payment can still be seen on this order.
  expect((await request.get(`${API_URL}/api/orders/${order.orderId}`)).status()).toBe(200);
  await expect(page).toHaveURL(`/order-detail?orderId=${order.orderId}`);
  expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toEqual([order.orderId]);
  await page.unroute(orderPath);
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

  // A copy kept by an older version of the site (no payment) still shows.
  await page.goto(`/order-detail?orderId=${saved.orderId}`);
  await expectToast(page, t('orders.detail.error.fetch'));
  await expect(page.getByText('本地保存的套餐')).toBeVisible();
  await expect(page.getByText(t('orders.detail.savedCopy'))).toBeVisible();

  await page.goto('/order-detail?orderId=ORD1700000000000nosuch');
  await expect(page.getByText(t('orders.detail.unknownProduct'))).toBeVisible();
  await expect(page.getByText(t('order.status.pending'))).toBeVisible();
});
