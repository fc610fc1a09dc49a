/** What the orders journeys share: messages per locale, the API, toasts and local storage. */
import { createIntl } from '@formatjs/intl';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import cloudpowerEn from '../../../mf-cloudpower/src/i18n/en.json' with { type: 'json' };
import cloudpowerEs from '../../../mf-cloudpower/src/i18n/es.json' with { type: 'json' };
import cloudpowerRu from '../../../mf-cloudpower/src/i18n/ru.json' with { type: 'json' };
import cloudpowerZh from '../../../mf-cloudpower/src/i18n/zh.json' with { type: 'json' };
import sharedEn from '../../../shared/src/i18n/messages/en.json' with { type: 'json' };
import sharedEs from '../../../shared/src/i18n/messages/es.json' with { type: 'json' };
import sharedRu from '../../../shared/src/i18n/messages/ru.json' with { type: 'json' };
import sharedZh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import ordersEn from '../../src/i18n/en.json' with { type: 'json' };
import ordersEs from '../../src/i18n/es.json' with { type: 'json' };
import ordersRu from '../../src/i18n/ru.json' with { type: 'json' };
import ordersZh from '../../src/i18n/zh.json' with { type: 'json' };

export type Locale = 'zh' | 'en' | 'es' | 'ru';

const catalogs: Record<Locale, Record<string, string>> = {
  zh: { ...sharedZh, ...cloudpowerZh, ...ordersZh },
  en: { ...sharedEn, ...cloudpowerEn, ...ordersEn },
  es: { ...sharedEs, ...cloudpowerEs, ...ordersEs },
  ru: { ...sharedRu, ...cloudpowerRu, ...ordersRu },
};

/** Formats message ids in `locale` as the site does. */
export function messages(locale: Locale) {
  const intl = createIntl({ locale, messages: catalogs[locale] });
  return (id: string, values?: Record<string, string | number>): string => {
    if (!(id in catalogs[locale])) throw new Error(`no message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
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
