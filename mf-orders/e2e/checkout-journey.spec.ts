import { expect, test } from '@playwright/test';
import { expectToast, localKeys, messages, chooseLocale, type Locale } from './support/orders-site';

/** The 30-day trial package (10 TH/s only) as the catalog names it. */
const TRIAL_TITLES = {
  zh: '经典模式 · 30 天 · Antminer S21',
  ru: 'Классический · 30 дней · Antminer S21',
};

// The money path, in the default language and in Russian: a package from the hash power list,
// its detail page, the checkout with the service's price before the order, the order page with
// the same price, and the order in my orders (searched and filtered).
for (const locale of ['zh', 'ru'] as const satisfies readonly Locale[]) {
  test(`buy a package at the quoted price and find the order (${locale})`, async ({
    page,
    context,
  }) => {
    const t = messages(locale);
    const usd = (value: number) =>
      t.intl.formatNumber(value, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const btc = (value: number) =>
      t('orders.common.btcAmount', {
        amount: t.intl.formatNumber(value, { maximumFractionDigits: 8 }),
      });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseLocale(page, locale);

    // The list → the trial's detail page (10 TH/s, 30 days, 30 days of electricity) → buy.
    const packageTitle = TRIAL_TITLES[locale];
    await page.goto('/mining-power');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: packageTitle, exact: true }) });
    await card.getByRole('button', { name: t('cloudpower.list.buy') }).click();
    await expect(page).toHaveURL(/\/mining-power-detail\?productInfo=/);
    // The list can still show as the address changes, and in Chinese its buttons read the same.
    const buy = page.getByRole('button', { name: t('cloudpower.detail.buy') });
    await expect(buy).toHaveCount(1);
    await buy.click();

    // The checkout: the package's terms, then the service's price before anything is ordered.
    await expect(page).toHaveURL(/\/mining-power-purchase\?productInfo=/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('route.miningPowerPurchase') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: packageTitle })).toBeVisible();
    await expect(page.getByText(t('orders.unit.terahash', { value: 10 })).first()).toBeVisible();
    // 10 T × 9.5 CNY / 7.3 = 13.00 USD; 10 T × 30 days × 0.2105 CNY / 7.3 = 8.65 USD.
    await expect(page.getByTestId('quote-line-hashrateFee')).toContainText(usd(13));
    await expect(page.getByTestId('quote-line-electricityFee')).toContainText(usd(8.65));
    await expect(page.getByTestId('quote-total')).toHaveText(usd(21.65));
    // The test site's rate provider: 100,000 USD a bitcoin.
    await expect(page.getByTestId('quote-btc')).toHaveText(btc(0.0002165));
    await expect(page.getByTestId('quote-rate')).toContainText(usd(100_000));

    // Each missing field has its own toast.
    const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
    await generate.click();
    await expectToast(page, t('orders.checkout.missing.address'));
    await page.getByLabel(t('orders.checkout.address.label')).fill('telegram: @hashpeak_buyer');

    const antPool = page.getByRole('option', { name: 'AntPool' });
    await expect(antPool).toHaveAttribute('aria-selected', 'true'); // the default
    await antPool.click();
    await generate.click();
    await expectToast(page, t('orders.checkout.missing.pool'));
    await page.getByRole('option', { name: 'F2Pool' }).click();

    const manual = page.getByRole('option', { name: t('orders.paymentMethod.manual') });
    await expect(manual).toHaveAttribute('aria-selected', 'true'); // the default
    await manual.click();
    await generate.click();
    await expectToast(page, t('orders.checkout.missing.paymentMethod'));
    await page.getByRole('option', { name: t('orders.paymentMethod.fufu') }).click();

    // Generate: the dialog shows the order and what it costs.
    await generate.click();
    const created = page.getByRole('dialog');
    await expect(created.getByText(t('orders.checkout.created.title'))).toBeVisible();
    const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
    expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{20}$/);
    await expect(created.getByText(packageTitle)).toBeVisible();
    await expect(created.getByText('F2Pool')).toBeVisible();
    await expect(created.getByText(t('orders.paymentMethod.fufu'))).toBeVisible();
    await expect(created.getByTestId('quote-total')).toHaveText(usd(21.65));
    await expect(created.getByTestId('quote-btc')).toHaveText(btc(0.0002165));
    await expect(created.getByText(t('orders.checkout.created.saveTip'))).toBeVisible();
    await created.getByRole('button', { name: t('orders.copy.orderIdButton') }).click();
    await expectToast(page, t('orders.copy.orderIdCopied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderId);
    expect(JSON.parse((await localKeys(page)).orderIds ?? '[]')).toContain(orderId);

    // 'I understand' opens the order, at the price quoted at checkout.
    await created.getByText(t('orders.checkout.created.understood')).click();
    await expect(page).toHaveURL(`/order-detail?orderId=${orderId}`);
    await expect(page.getByTestId('order-id')).toHaveText(orderId);
    await expect(page.getByTestId('quote-total')).toHaveText(usd(21.65));
    await expect(page.getByText(btc(0.0002165)).first()).toBeVisible();

    // My orders lists it; search finds it by part of its id or name, in any case.
    await page.goto('/my-orders');
    const row = page.getByRole('listitem', { name: orderId });
    await expect(row).toBeVisible();
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

    // Filters: time range and amount (its BTC amount) keep it; another status hides it; reset
    // shows it again.
    await page.getByRole('button', { name: t('order.filters.button', { count: 0 }) }).click();
    const panel = page.getByRole('dialog', { name: t('order.filters.title') });
    await panel.getByRole('option', { name: t('order.filters.timeRange.week') }).click();
    await panel.getByLabel(t('order.filters.amount.min')).fill('0.0002');
    await panel.getByLabel(t('order.filters.amount.max')).fill('0.0003');
    await panel.getByRole('button', { name: t('order.filters.confirm') }).click();
    await expect(row).toBeVisible();

    await page.getByRole('button', { name: t('order.filters.button', { count: 3 }) }).click();
    await panel.getByRole('option', { name: t('order.status.completed') }).click();
    await panel.getByRole('button', { name: t('order.filters.confirm') }).click();
    await expect(row).toBeHidden();

    await page.getByRole('button', { name: t('order.filters.button', { count: 4 }) }).click();
    await panel.getByRole('button', { name: t('order.filters.reset') }).click();
    await panel.getByRole('button', { name: t('order.filters.confirm') }).click();
    await expect(row).toBeVisible();
  });
}
