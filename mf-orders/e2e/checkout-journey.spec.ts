import { expect, test } from '@playwright/test';
import {
  expectToast,
  localKeys,
  messages,
  openCheckout,
  useLocale,
  type Locale,
} from './support/orders-site';

/** The 30-day trial package as the cloud power page's buy button hands it over. */
const TRIAL_TITLES = { zh: '30天体验套餐', ru: 'Пробный пакет на 30 дней' };

// The money path, in the default language and in Russian: a package's buy link opens the
// checkout; check out, find the order in my orders, search and filter it, open it, pay it, see
// it completed. (The cloud power journeys cover the way from its pages to that link.)
for (const locale of ['zh', 'ru'] as const satisfies readonly Locale[]) {
  test(`buy a package, find the order, pay it and see it completed (${locale})`, async ({
    page,
    context,
  }) => {
    const t = messages(locale);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLocale(page, locale);

    const packageTitle = TRIAL_TITLES[locale];
    await openCheckout(page, {
      title: packageTitle,
      hashrate: '10',
      period: '30',
      powerDays: '30',
      outputType: 'BTC',
    });
    await expect(
      page.getByRole('heading', { level: 1, name: t('route.miningPowerPurchase') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: packageTitle })).toBeVisible();
    await expect(page.getByText('10 TH/s')).toBeVisible();

    // Each missing field has its own toast.
    const generate = page.getByRole('button', { name: t('orders.purchase.generate') });
    await generate.click();
    await expectToast(page, t('orders.purchase.missing.address'));
    await page.getByLabel(t('orders.purchase.address.label')).fill('telegram: @hashpeak_buyer');

    const antPool = page.getByRole('option', { name: 'AntPool' });
    await expect(antPool).toHaveAttribute('aria-selected', 'true'); // the default
    await antPool.click();
    await generate.click();
    await expectToast(page, t('orders.purchase.missing.pool'));
    await page.getByRole('option', { name: 'F2Pool' }).click();

    const manual = page.getByRole('option', { name: t('orders.paymentMethod.manual') });
    await expect(manual).toHaveAttribute('aria-selected', 'true'); // the default
    await manual.click();
    await generate.click();
    await expectToast(page, t('orders.purchase.missing.paymentMethod'));
    await page.getByRole('option', { name: t('orders.paymentMethod.fufu') }).click();

    // Generate: the dialog shows the order.
    await generate.click();
    const created = page.getByRole('dialog');
    await expect(created.getByText(t('orders.created.title'))).toBeVisible();
    const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
    expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{6}$/);
    await expect(created.getByText(packageTitle)).toBeVisible();
    await expect(created.getByText('F2Pool')).toBeVisible();
    await expect(created.getByText(t('orders.paymentMethod.fufu'))).toBeVisible();
    await expect(created.getByText(t('orders.created.saveTip'))).toBeVisible();
    await created.getByRole('button', { name: t('orders.copy.orderIdButton') }).click();
    await expectToast(page, t('orders.copy.orderIdCopied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderId);
    expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toContain(orderId);

    // 'I understand' opens the order.
    await created.getByText(t('orders.created.understood')).click();
    await expect(page).toHaveURL(`/order-detail?orderId=${orderId}`);
    await expect(page.getByTestId('order-id')).toHaveText(orderId);

    // My orders lists it; search finds it by part of its id or title, in any case.
    await page.goto('/my-orders');
    const row = page.getByRole('listitem', { name: orderId });
    await expect(row).toBeVisible();
    await expect(row.getByText(t('orders.status.pending'))).toBeVisible();
    await expect(row.getByText(packageTitle)).toBeVisible();
    const search = page.getByPlaceholder(t('orders.myOrders.searchPlaceholder'));
    await search.fill(orderId.slice(-6).toUpperCase());
    await expect(row).toBeVisible();
    await search.fill(packageTitle.slice(0, 3));
    await expect(row).toBeVisible();
    await search.fill('no-such-order');
    await expect(row).toBeHidden();
    await expect(page.getByText(t('orders.myOrders.noMatch'))).toBeVisible();
    await search.fill('');

    // Filters: status, time range and amount keep it; another status hides it; reset shows it.
    const openFilters = async () => {
      await page
        .getByRole('button', { name: t('orders.myOrders.filterButton', { count: 0 }) })
        .click();
      return page.getByRole('dialog', { name: t('orders.filters.title') });
    };
    const panel = await openFilters();
    await panel.getByRole('option', { name: t('orders.status.pending') }).click();
    await panel.getByRole('option', { name: t('orders.filters.timeRange.week') }).click();
    await panel.getByLabel(t('orders.filters.amount.min')).fill('0');
    await panel.getByLabel(t('orders.filters.amount.max')).fill('0.5');
    await panel.getByRole('button', { name: t('orders.filters.confirm') }).click();
    await expect(row).toBeVisible();

    await page
      .getByRole('button', { name: t('orders.myOrders.filterButton', { count: 3 }) })
      .click();
    await panel.getByRole('option', { name: t('orders.status.completed') }).click();
    await panel.getByRole('button', { name: t('orders.filters.confirm') }).click();
    await expect(row).toBeHidden();

    await page
      .getByRole('button', { name: t('orders.myOrders.filterButton', { count: 3 }) })
      .click();
    await panel.getByRole('button', { name: t('orders.filters.reset') }).click();
    await panel.getByRole('button', { name: t('orders.filters.confirm') }).click();
    await expect(row).toBeVisible();

    // Open it: the current order is stored (status forced to processing, the spec's quirk).
    await row.getByRole('button', { name: t('orders.myOrders.viewDetail') }).click();
    await expect(page).toHaveURL(`/order-detail?orderId=${orderId}`);
    expect(JSON.parse((await localKeys(page)).currentOrder ?? '{}')).toMatchObject({
      orderId,
      status: 'processing',
    });
    await expect(page.getByRole('timer')).toContainText(/\d\d:\d\d/);
    await expect(page.getByText(t('orders.detail.paymentWindow'))).toBeVisible();
    await expect(page.getByTestId('wallet-address')).toHaveText(/^bc1/);
    await expect(page.getByRole('img', { name: t('orders.detail.wallet.qrAlt') })).toBeVisible();

    // Pay it: both fields are required.
    await page.getByRole('button', { name: t('orders.detail.pay.button') }).click();
    const payDialog = page.getByRole('dialog');
    await payDialog.getByText(t('common.confirm')).click();
    await expectToast(page, t('orders.detail.payment.incomplete'));
    await payDialog.getByLabel(t('orders.detail.payment.hash')).fill('0x' + 'a1'.repeat(32));
    await payDialog.getByLabel(t('orders.detail.payment.email')).fill('buyer@example.com');
    await payDialog.getByText(t('common.confirm')).click();
    await expectToast(page, t('orders.detail.payment.success'));

    // Completed, here and in my orders; no countdown any more.
    await expect(page.getByText(t('orders.status.completed'))).toBeVisible();
    await expect(page.getByText(t('orders.detail.payment.submittedNote'))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.goto('/my-orders');
    await expect(row.getByText(t('orders.status.completed'))).toBeVisible();
  });
}
