import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mineOnly, payToAddress } from '../../tooling/fake-chain/control';
import { chooseLocale, messages, priceAsOperator, type Locale } from './support/orders-site';

/** Adds what the page shows to the cart with its "Add to cart" button, `times` times. */
async function addToCart(page: Page, t: ReturnType<typeof messages>, times = 1) {
  const button = page.getByRole('button', { name: t('cart.add') });
  for (let i = 0; i < times; i++) await button.click();
}

/**
 * A cart of a miner ×6, another miner ×2 and a hash power package, bought as one order: one
 * address, one amount, one payment from the fake chain, and every line on the order page.
 * The machines are priced in CNY, for which the test site has no BTC rate: the operator prices
 * the order, as the admin form does, and the buyer pays that amount.
 */
async function cartJourney(page: Page, request: APIRequestContext, locale: Locale) {
  const t = messages(locale);
  await chooseLocale(page, locale);

  // A hash power package with the options its detail page starts on.
  await page.goto('/mining-power');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t('cloudpower.list.buy') })
    .click();
  await expect(page).toHaveURL(/\/mining-power-detail\?productInfo=/);
  await addToCart(page, t);

  // Two miners from the shop: one of the first, two of the second.
  await page.goto('/product/1');
  await addToCart(page, t);
  await page.goto('/product/antminer-l9');
  await addToCart(page, t, 2);

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('cart-line-total')).toHaveCount(3);
  // Six of the first miner.
  const first = lines.nth(1).getByRole('spinbutton');
  await first.fill('6');
  await first.blur();
  await expect(lines.nth(1).getByRole('spinbutton')).toHaveValue('6');
  await expect(lines.nth(2).getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByTestId('quote-item')).toHaveCount(3);

  await page.getByRole('button', { name: t('orders.cart.checkout') }).click();
  await page
    .getByLabel(t('orders.checkout.machine.address.label'))
    .fill('Buyer, 1 Main St, Shenzhen');
  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await expect(generate).toBeEnabled({ timeout: 15_000 });
  await generate.click();

  // One order for the whole cart, which is now empty.
  await expect(page).toHaveURL(/\/order-detail\?orderId=ORD/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('quote-item')).toHaveCount(3);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!).lines)).toEqual([]);

  // The operator prices it; the buyer sees one address and one amount, and pays it.
  await priceAsOperator(request, orderId, 0.5);
  await page.reload();
  await expect(page.getByTestId('payment-address')).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByTestId('payment-due')).toHaveCount(1);
  const address = (await page.getByTestId('payment-address').textContent())!.trim();
  await mineOnly([await payToAddress(address, 0.5)]);
  await expect(page.getByText(t('orders.payment.note.paid'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('quote-item')).toHaveCount(3);
}

test('a cart of two miners and a hash power package is bought in one payment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await cartJourney(page, request, 'en');
});

test('the cart in Russian', async ({ page, request }) => {
  test.setTimeout(180_000);
  await cartJourney(page, request, 'ru');
});
