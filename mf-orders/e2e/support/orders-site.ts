/** What the orders journeys share: messages per locale, the API, toasts and local storage. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  CreateOrderRequest,
  PaymentRail,
  ProductOf,
  ProductPage,
  PublicOrder,
} from '@minesite/shared/contract';
import { checkoutPath, type CheckoutLink } from '@minesite/shared/domain';
import { DEFAULT_POWER_DAYS, TRIAL_PERIOD_DAYS, optionsFor } from '@minesite/shared/mining';
import type { Locale } from '@minesite/shared/locale';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';
export { chooseLocale } from '@minesite/shared/testing/site-locale';

export type { Locale };

/** Formats message ids in `locale` as the site does (a purchase starts on a cloud power page). */
export const messages = siteMessages;

/** Opens the checkout for `link`, as a buy button does. */
export async function openCheckout(page: Page, link: CheckoutLink) {
  await page.goto(checkoutPath(link));
}

/** The API the site under test calls (playwright.config.ts starts it on the site's API port). */
export const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;

export function toast(page: Page) {
  return page.locator('.adm-toast-main');
}

/** A toast with exactly `text` (the one before it may still be fading out). */
export async function expectToast(page: Page, text: string) {
  await expect(toast(page).getByText(text, { exact: true })).toBeVisible();
}

export async function localKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** A cloud hash power package as the checkout orders it (quoted in USD on the test site). */
export interface PlacedOrder {
  order: PublicOrder;
  product: ProductOf<'cloud-package'>;
}

/**
 * A hash power choice as the package's detail page hands it to the checkout: the first package
 * that is not the 30-day trial, at its first hashrate and duration.
 */
export async function hashpowerChoice(request: APIRequestContext) {
  const list = await request.get(`${API_URL}/api/products?category=cloud-package&pageSize=100`);
  expect(list.status()).toBe(200);
  const product = ((await list.json()) as ProductPage).items.find(
    (p): p is ProductOf<'cloud-package'> =>
      p.category === 'cloud-package' && !p.soldOut && p.specs.periodDays !== TRIAL_PERIOD_DAYS,
  );
  expect(product, 'a cloud package to order').toBeDefined();
  const choice = {
    kind: 'hashpower',
    productId: product!.id,
    hashrateTh: product!.specs.hashrateOptionsTh[0]!,
    durationDays: optionsFor(product!.specs.periodDays).durations[0]!,
    powerDays: DEFAULT_POWER_DAYS,
  } as const satisfies CheckoutLink;
  return { product: product!, choice };
}

/**
 * A hash power order made straight through the API, as another device of the visitor would,
 * to be paid on `rail` (BTC unless named).
 */
export async function placeHashpowerOrder(
  request: APIRequestContext,
  rail?: PaymentRail,
): Promise<PlacedOrder> {
  const { product, choice } = await hashpowerChoice(request);
  const body: CreateOrderRequest = {
    requestId: crypto.randomUUID(),
    choice,
    ...(rail ? { rail } : {}),
    deliveryAddress: 'telegram: @miner',
    selectedPool: 'F2Pool',
    paymentMethod: 'fufu',
  };
  const reply = await request.post(`${API_URL}/api/orders`, { data: body });
  expect(reply.status(), await reply.text()).toBe(201);
  const order = (await reply.json()) as PublicOrder;
  expect(order.payment.state).toBe('awaiting_payment');
  return { order, product };
}

/** Tracks `orderIds` in this browser, as if the visitor had ordered or added them here. */
export async function trackOrders(page: Page, orderIds: string[]) {
  await page.addInitScript((ids) => {
    if (!localStorage.getItem('orderIds')) localStorage.setItem('orderIds', JSON.stringify(ids));
  }, orderIds);
}

/**
 * The operator prices an order awaiting a price, as the admin form does (the service's local
 * default credentials unless the run says otherwise): its payment window starts.
 */
export async function priceAsOperator(
  request: APIRequestContext,
  orderId: string,
  amountBtc: number,
) {
  const login = await request.post(`${API_URL}/api/auth/login`, {
    data: {
      username: process.env.ADMIN_USERNAME ?? 'admin',
      password: process.env.ADMIN_PASSWORD ?? 'admin123',
    },
  });
  expect(login.status()).toBe(200);
  const priced = await request.put(`${API_URL}/api/orders/${orderId}`, {
    headers: { Origin: siteAddresses().site },
    data: { orderId, totalAmount: amountBtc },
  });
  expect(priced.status(), await priced.text()).toBe(200);
}
