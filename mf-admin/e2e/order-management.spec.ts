import { expect, test, type Page } from '@playwright/test';
import {
  API_URL,
  expectToast,
  messages,
  openAsOperator,
  placeOrder,
  pngImage,
  uniqueWord,
} from './support/admin-site';

const t = messages('zh');

async function searchOrders(page: Page, text: string) {
  await page.getByRole('search').getByRole('searchbox').fill(text);
}

// The operator's day: find a visitor's order, price it, attach the trade QR, submit it, and
// the visitor sees what was set on their order detail; later the order is marked completed.
test('process a visitor order: the form, the QR upload, and the visitor sees it', async ({
  page,
  request,
}) => {
  const title = uniqueWord('云算力套餐-');
  const { orderId } = await placeOrder(request, title);
  await openAsOperator(page, '/order-management');

  await searchOrders(page, orderId.slice(-10).toUpperCase());
  const card = page.getByRole('listitem', { name: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByText(t('admin.orders.status.pending'))).toBeVisible();
  await expect(page.getByText(t('admin.list.noMore'))).toBeVisible();

  // The 90% popup: what the visitor sent, read-only.
  await card.getByRole('button').click();
  const form = page.getByRole('dialog', { name: t('admin.orders.form.title') });
  await expect(form).toBeVisible();
  await expect(form.getByTestId('order-form-id')).toHaveText(orderId);
  await expect(form.getByText(title)).toBeVisible();
  await expect(form.getByText('telegram: @visitor_miner')).toBeVisible();
  await expect(form.getByText('F2Pool')).toBeVisible();
  await expect(form.getByText(t('admin.orders.paymentMethod.fufu'))).toBeVisible();
  const popupHeight = await page.locator('.admin-popup').evaluate((el) => el.clientHeight);
  expect(popupHeight / 844).toBeCloseTo(0.9, 1);

  // Each missing field has its message; submitting says 请填写完整信息 until all are in.
  const submit = form.getByRole('button', { name: t('admin.orders.form.submit'), exact: true });
  const fields = [
    ['admin.orders.form.totalAmount', 'admin.orders.form.totalAmount.required', '0.0125'],
    ['admin.orders.form.unitPrice', 'admin.orders.form.unitPrice.required', '0.00125'],
    ['admin.orders.form.quantity', 'admin.orders.form.quantity.required', '10'],
    ['admin.orders.form.sellerAddress', 'admin.orders.form.sellerAddress.required', 'bc1q-seller'],
  ] as const;
  await submit.click();
  await expectToast(page, t('admin.orders.form.incomplete'));
  for (const [, requiredId] of fields) await expect(form.getByText(t(requiredId))).toBeVisible();
  await form.getByLabel(t('admin.orders.form.totalAmount')).fill('-1');
  await expect(form.getByText(t('admin.orders.form.notNumber'))).toBeVisible();
  for (const [labelId, requiredId, value] of fields) {
    await form.getByLabel(t(labelId)).fill(value);
    await expect(form.getByText(t(requiredId))).toBeHidden();
    if (labelId !== 'admin.orders.form.sellerAddress') {
      await submit.click();
      await expectToast(page, t('admin.orders.form.incomplete'));
    }
  }

  // The trade QR: only images, at most 5 MB, checked before sending; preview with delete.
  const qrLabel = t('admin.orders.form.qrcode');
  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expectToast(page, t('admin.upload.notImage'));
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expectToast(page, t('admin.upload.tooLarge'));
  await fileInput.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: pngImage() });
  await expectToast(page, t('admin.upload.done'));
  const preview = form.getByRole('img', {
    name: t('admin.upload.preview', { label: qrLabel, number: 1 }),
  });
  await expect(preview).toBeVisible();
  await form
    .getByRole('button', { name: t('admin.upload.deleteLabel', { label: qrLabel, number: 1 }) })
    .click();
  await expectToast(page, t('admin.upload.deleted'));
  await expect(preview).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: pngImage(32) });
  await expectToast(page, t('admin.upload.done'));
  await expect(preview).toBeVisible();
  const qrSrc = (await preview.getAttribute('src'))!;
  expect(qrSrc).toMatch(/\/api\/uploads\//);
  // The preview shows the stored image once it has loaded.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await submit.click();
  await expectToast(page, t('admin.orders.form.saved'));
  await expect(form).toBeHidden();
  await expect(card.getByText(t('admin.orders.status.processing'))).toBeVisible();

  // What the service now holds, and what the visitor's order detail shows.
  const saved = await (await request.get(`${API_URL}/api/orders/${orderId}`)).json();
  expect(saved).toMatchObject({
    status: 'processing',
    totalAmount: 0.0125,
    unitPrice: 0.00125,
    quantity: 10,
    sellerAddress: 'bc1q-seller',
  });
  expect(qrSrc.endsWith(saved.qrcode)).toBe(true);
  await page.goto(`/order-detail?orderId=${orderId}`);
  await expect(page.getByText('bc1q-seller')).toBeVisible();
  await expect(page.locator(`img[src$="${saved.qrcode}"]`)).toBeVisible();
  await page.goto('/order-management');
  await searchOrders(page, orderId);

  // Later the operator marks it completed.
  await card.getByRole('button').click();
  await form.getByRole('button', { name: t('admin.orders.form.markCompleted') }).click();
  await expectToast(page, t('admin.orders.form.markedCompleted'));
  await expect(card.getByText(t('admin.orders.status.completed'))).toBeVisible();
});

test('the list pages as it scrolls, sorted by status, with filters and pull-to-refresh', async ({
  page,
  request,
}) => {
  const batch = uniqueWord('batch-');
  const placed: string[] = [];
  for (let i = 0; i < 23; i++) placed.push((await placeOrder(request, `${batch} #${i}`)).orderId);
  await openAsOperator(page, '/order-management');

  await searchOrders(page, batch.toUpperCase());
  const list = page.getByRole('list', { name: t('admin.orders.list.label') });
  await expect(page.getByText(t('admin.list.total', { count: 23 }))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(23);
  await expect(page.getByText(t('admin.list.noMore'))).toBeVisible();

  // A processed order moves after the pending ones.
  const first = placed[22]!;
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-label', first);
  await list.getByRole('listitem', { name: first }).getByRole('button').click();
  const form = page.getByRole('dialog', { name: t('admin.orders.form.title') });
  await form.getByLabel(t('admin.orders.form.totalAmount')).fill('2');
  await form.getByLabel(t('admin.orders.form.unitPrice')).fill('0.2');
  await form.getByLabel(t('admin.orders.form.quantity')).fill('10');
  await form.getByLabel(t('admin.orders.form.sellerAddress')).fill('bc1q-batch');
  await form.getByRole('button', { name: t('admin.orders.form.submit'), exact: true }).click();
  await expectToast(page, t('admin.orders.form.saved'));
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-label', first);

  // Filters: status and amount, in the service.
  await page.getByRole('button', { name: t('admin.orders.filters.button', { count: 0 }) }).click();
  const filters = page.getByRole('dialog', { name: t('admin.orders.filters.title') });
  await filters.getByRole('option', { name: t('admin.orders.status.processing') }).click();
  await filters.getByRole('spinbutton', { name: t('admin.orders.filters.amount.min') }).fill('1.5');
  await filters.getByRole('button', { name: t('admin.filters.confirm') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: first })).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('admin.orders.filters.button', { count: 2 }) }),
  ).toBeVisible();

  // Pull down to refresh, once the filter panel (and its mask) has gone.
  await expect(filters).toBeHidden();
  await pullDown(page, list);
  await expectToast(page, t('admin.list.refreshed'));
});

test('a refresh that fails says 刷新失败，请重试', async ({ page }) => {
  await openAsOperator(page, '/order-management');
  await expect(page.locator('.admin-count')).toBeVisible();
  await page.route('**/api/orders?*', (route) => route.abort('connectionrefused'));
  await pullDown(page, page.locator('.adm-pull-to-refresh'));
  await expectToast(page, t('admin.list.refreshFailed'));
});

/** Drags a finger down from the top of `target` (a phone's pull-to-refresh). */
async function pullDown(page: Page, target: ReturnType<Page['locator']>) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + i * 25 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
