import { expect, test } from '@playwright/test';
import {
  expectToast,
  localKeys,
  messages,
  placeHashpowerOrder,
  chooseLocale,
} from './support/orders-site';

// In Spanish: a visitor adds an order placed elsewhere to this browser's list by its id.
test('add an order by id: found, already in the list, not found (es)', async ({
  page,
  request,
}) => {
  const t = messages('es');
  const { order, product } = await placeHashpowerOrder(request);
  const btc = t('orders.common.btcAmount', {
    amount: t.intl.formatNumber(order.payment.dueBtc, { maximumFractionDigits: 8 }),
  });
  await chooseLocale(page, 'es');
  await page.goto('/my-orders');

  await expect(page.getByRole('heading', { level: 1, name: t('route.myOrders') })).toBeVisible();
  await expect(page.getByText(t('orders.myOrders.empty'))).toBeVisible();
  const input = page.getByLabel(t('orders.myOrders.add.label'));
  const add = page.getByRole('button', { name: t('orders.myOrders.add.button') });
  await expect(add).toBeDisabled();
  await input.fill('   ');
  await expect(add).toBeDisabled();

  // Found: added, listed (the product named in Spanish, what to pay) and remembered.
  await input.fill(order.orderId);
  await expect(add).toBeEnabled();
  await add.click();
  await expectToast(page, t('orders.myOrders.add.added'));
  const row = page.getByRole('listitem', { name: order.orderId });
  await expect(row).toBeVisible();
  await expect(row.getByText(product.name.es)).toBeVisible();
  await expect(row.getByText(t('order.payment.state.awaiting_payment'))).toBeVisible();
  await expect(row.getByText(btc)).toBeVisible();
  await expect(page.getByText(t('orders.myOrders.loaded', { count: 1 }))).toBeVisible();
  expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toEqual([order.orderId]);
  await expect(input).toHaveValue('');

  // Already in the list.
  await input.fill(order.orderId);
  await add.click();
  await expectToast(page, t('orders.myOrders.add.exists'));

  // Not found (the service answers 404).
  await input.fill('ORD1700000000000zzzzzz');
  await add.click();
  await expectToast(page, t('orders.myOrders.add.notFound'));
  await expect(page.getByRole('listitem')).toHaveCount(1);

  // Pull to refresh: the hints follow the finger, then the list is loaded again.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }],
    });
  await touch('touchStart', 330);
  for (let y = 340; y <= 400; y += 10) await touch('touchMove', y);
  await expect(page.getByText(t('orders.myOrders.pull.pulling'))).toBeVisible();
  for (let y = 410; y <= 560; y += 10) await touch('touchMove', y);
  await expect(page.getByText(t('orders.myOrders.pull.release'))).toBeVisible();
  await touch('touchEnd', 560);
  await expectToast(page, t('orders.myOrders.loaded', { count: 1 }));

  // Still there after a reload: the list comes from the tracked ids and the service.
  await page.reload();
  await expect(page.getByRole('listitem', { name: order.orderId })).toBeVisible();
});

test('the empty list offers to go shopping', async ({ page }) => {
  const t = messages('zh');
  await page.goto('/my-orders');
  await page.getByRole('button', { name: t('orders.myOrders.goShopping') }).click();
  await expect(page).toHaveURL('/');
});
