/** What the orders journeys share: messages per locale, the API, toasts and local storage. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '@minesite/shared/locale';
import { siteMessages } from '@minesite/shared/testing/site-messages';

export type { Locale };

/** Formats message ids in `locale` as the site does (a purchase starts on a cloud power page). */
export const messages = siteMessages;

/** Opens the checkout for `productInfo`, as a buy button's link does (spec section 3). */
export async function openCheckout(page: Page, productInfo: Record<string, string | number>) {
  const query = new URLSearchParams({ productInfo: JSON.stringify(productInfo) });
  await page.goto(`/mining-power-purchase?${query}`);
}

/** The API the site under test calls (playwright.config.ts starts it on 3001). */
export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:3001';

/** Opens the site in `locale`, as a visitor who chose it earlier. */
export async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

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

/** An order made straight through the API, as another device of the visitor would. */
export async function createOrderThroughApi(request: APIRequestContext, title: string) {
  const stamp = Date.now();
  const orderId = `ORD${stamp}${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
  const reply = await request.post(`${API_URL}/api/orders`, {
    data: {
      orderId,
      productInfo: { title, hashrate: '50', period: '180', powerDays: '3', outputType: 'BTC' },
      deliveryAddress: 'telegram: @miner',
      selectedPool: 'F2Pool',
      paymentMethod: 'fufu',
      orderTime: new Date(stamp).toISOString(),
      status: 'pending',
    },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { orderId: string; productInfo: { title: string } };
}
