import { expect, test } from '@playwright/test';
import {
  expectToast,
  hashpowerChoice,
  localKeys,
  messages,
  openCheckout,
} from './support/orders-site';

const DEVICE_DATA = {
  cart: JSON.stringify({ lines: [{ productId: '1', quantity: 1 }] }),
  notes: JSON.stringify([{ id: 'n1', text: 'a note', updatedAt: '2025-01-01T00:00:00.000Z' }]),
  tasks: JSON.stringify({ own: [{ id: 'a', text: 'call', due: '2030-01-01' }], done: [] }),
  orderIds: JSON.stringify(['ORD1700000000000saved1']),
};

test('clearing this device’s data asks first, then forgets the cart, notes, tasks and orders', async ({
  page,
}) => {
  const t = messages('zh');
  await page.addInitScript((data) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(data)) localStorage.setItem(key, value);
  }, DEVICE_DATA);
  await page.goto('/settings');
  const clear = page.getByRole('button', { name: t('orders.settings.clear.button') });

  await clear.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('orders.settings.clear.confirmText'));
  await dialog.getByRole('button', { name: t('common.cancel') }).click();
  expect(Object.keys(await localKeys(page))).toEqual(
    expect.arrayContaining(['cart', 'notes', 'tasks', 'orderIds']),
  );

  await clear.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('orders.settings.clear.confirm') })
    .click();
  await expectToast(page, t('orders.settings.clear.done'));
  const left = Object.keys(await localKeys(page));
  for (const key of Object.keys(DEVICE_DATA)) expect(left).not.toContain(key);
});

test('the e-mail saved in settings is filled in at checkout; the display currency is kept', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  await page.goto('/settings');
  await page.getByLabel(t('orders.settings.email.label')).fill('buyer@example.com');
  await page.getByRole('button', { name: t('orders.settings.email.save') }).click();
  await expectToast(page, t('orders.settings.saved'));
  await page.getByRole('radio', { name: 'BTC' }).check();
  await expect(page.getByText(/1 BTC = /)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'BTC' })).toBeChecked();

  const { choice } = await hashpowerChoice(request);
  await openCheckout(page, choice);
  await expect(page.getByLabel(t('orders.checkout.email.label'))).toHaveValue('buyer@example.com');
});
