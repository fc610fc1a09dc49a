/** What the admin journeys share: messages per locale, logging in, the API, toasts, images. */
import { deflateSync, crc32 } from 'node:zlib';
import { createIntl } from '@formatjs/intl';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharedEn from '../../../shared/src/i18n/messages/en.json' with { type: 'json' };
import sharedEs from '../../../shared/src/i18n/messages/es.json' with { type: 'json' };
import sharedRu from '../../../shared/src/i18n/messages/ru.json' with { type: 'json' };
import sharedZh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import adminEn from '../../src/i18n/en.json' with { type: 'json' };
import adminEs from '../../src/i18n/es.json' with { type: 'json' };
import adminRu from '../../src/i18n/ru.json' with { type: 'json' };
import adminZh from '../../src/i18n/zh.json' with { type: 'json' };
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';
import { signInEarlier } from '@minesite/shared/testing/operator-session';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

export type Locale = 'zh' | 'en' | 'es' | 'ru';

const catalogs: Record<Locale, Record<string, string>> = {
  zh: { ...sharedZh, ...adminZh },
  en: { ...sharedEn, ...adminEn },
  es: { ...sharedEs, ...adminEs },
  ru: { ...sharedRu, ...adminRu },
};

/** Formats message ids in `locale` as the site does. */
export function messages(locale: Locale) {
  const intl = createIntl({ locale, messages: catalogs[locale] });
  return (id: string, values?: Record<string, string | number>): string => {
    if (!(id in catalogs[locale])) throw new Error(`no message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
}

/** The API the site under test calls (playwright.config.ts starts it on the site's API port). */
export const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;

/** The service's local default credentials (docs/security.md), unless the run says otherwise. */
const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  password: process.env.ADMIN_PASSWORD ?? 'admin123',
};

/**
 * Opens an admin page signed in, in `locale` as chosen earlier when given (else in the site's
 * default, Chinese). The session comes from the API into the page's browser (the guard's detour
 * through /login has journeys of its own: shell/e2e/admin-guard.spec.ts), so a journey loads its
 * page once.
 */
export async function openAsOperator(page: Page, path: string, locale?: Locale) {
  const t = messages(locale ?? 'zh');
  if (locale) await chooseLocale(page, locale);
  await signInEarlier(page, API_URL, ADMIN);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  const titles: Record<string, string> = {
    '/admin': 'route.adminDashboard',
    '/admin/settings': 'route.adminSettings',
    '/order-management': 'route.orderManagement',
    '/admin/stray-payments': 'route.adminStrayPayments',
    '/admin/contact': 'route.adminContact',
    '/admin/power-contacts': 'route.adminPowerContacts',
    '/admin/notifications': 'route.adminNotifications',
    '/product-management': 'route.productManagement',
    '/admin/news': 'route.adminNews',
    '/admin/jobs': 'route.adminJobs',
    '/admin/team': 'route.adminTeam',
    '/admin/data-centres': 'route.adminDataCentres',
    '/admin/contact-details': 'route.adminContactDetails',
    '/admin/rules': 'route.adminRules',
    '/admin/downloads': 'route.adminDownloads',
  };
  await expect(page.getByRole('heading', { level: 1, name: t(titles[path]!) })).toBeVisible();
}

/** A signed-in request context, for setting the scene through the API. */
export async function adminRequest(request: APIRequestContext) {
  const reply = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  expect(reply.status()).toBe(200);
  return request;
}

/**
 * Visitors' power consultations, sent through the public form's endpoint: each visitor's name
 * after one word no other run has used (returned, to find this run's among everyone's).
 */
export async function sendPowerConsultations(
  request: APIRequestContext,
  prefix: string,
  consultations: readonly (readonly [who: string, message: string])[],
): Promise<string> {
  const word = uniqueWord(prefix);
  for (const [who, message] of consultations) {
    const sent = await request.post(`${API_URL}/api/power-consultations`, {
      data: { name: `${word} ${who}`, email: `${who.toLowerCase()}.${word}@example.com`, message },
    });
    expect(sent.status()).toBe(201);
  }
  return word;
}

export function toast(page: Page) {
  return page.locator('.adm-toast-main');
}

/** A toast with exactly `text` (the one before it may still be fading out). */
export async function expectToast(page: Page, text: string) {
  await expect(toast(page).getByText(text, { exact: true })).toBeVisible();
}

/** A word no other run has used, to find this run's rows among everyone's. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real PNG of `size`×`size` pixels in one colour (the service checks the bytes). */
export function pngImage(size = 24, rgb: [number, number, number] = [247, 147, 26]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
