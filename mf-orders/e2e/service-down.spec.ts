import { expect, test } from '@playwright/test';
import {
  expectToast,
  hashpowerChoice,
  localKeys,
  messages,
  openCheckout,
  chooseLocale,
} from './support/orders-site';

// In Russian: the service cannot be reached when the visitor generates the order.
test('the service down during checkout: the cannot-connect message, nothing saved (ru)', async ({
  page,
  request,
}) => {
  const t = messages('ru');
  const { choice } = await hashpowerChoice(request);
  await chooseLocale(page, 'ru');
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );

  await openCheckout(page, choice);
  await page.getByLabel(t('orders.checkout.address.label')).fill('ivan@example.ru');
  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await generate.click();

  await expectToast(page, t('orders.checkout.error.network'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const keys = await localKeys(page);
  expect(JSON.parse(keys.orderIds ?? '[]')).toEqual([]);
  expect(JSON.parse(keys.orders ?? '{}')).toEqual({});
  expect(Object.keys(keys).filter((key) => key.startsWith('order_'))).toEqual([]);

  // The service is back: the same press goes through.
  await page.unroute('**/api/orders');
  await generate.click();
  await expect(
    page.getByRole('dialog').getByText(t('orders.checkout.created.title')),
  ).toBeVisible();
  expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toHaveLength(1);
});

test('a server error shows its status and message', async ({ page, request }) => {
  const t = messages('zh');
  const { choice } = await hashpowerChoice(request);
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { error: 'maintenance', message: 'maintenance' } })
      : route.fallback(),
  );
  await openCheckout(page, choice);
  await page.getByLabel(t('orders.checkout.address.label')).fill('me@example.com');
  await page.getByRole('button', { name: t('orders.checkout.generate') }).click();

  await expectToast(
    page,
    t('orders.checkout.error.server', { status: 503, message: 'maintenance' }),
  );
  expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toEqual([]);
});
