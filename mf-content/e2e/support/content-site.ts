/** What the content journeys share: the messages per locale, number formats and the API. */
import { createIntl, type IntlShape } from '@formatjs/intl';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharedEn from '../../../shared/src/i18n/messages/en.json' with { type: 'json' };
import sharedEs from '../../../shared/src/i18n/messages/es.json' with { type: 'json' };
import sharedRu from '../../../shared/src/i18n/messages/ru.json' with { type: 'json' };
import sharedZh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import contentEn from '../../src/i18n/en.json' with { type: 'json' };
import contentEs from '../../src/i18n/es.json' with { type: 'json' };
import contentRu from '../../src/i18n/ru.json' with { type: 'json' };
import contentZh from '../../src/i18n/zh.json' with { type: 'json' };
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';
export { chooseLocale } from '@minesite/shared/testing/site-locale';

export type Locale = 'zh' | 'en' | 'es' | 'ru';

const catalogs: Record<Locale, Record<string, string>> = {
  zh: { ...sharedZh, ...contentZh },
  en: { ...sharedEn, ...contentEn },
  es: { ...sharedEs, ...contentEs },
  ru: { ...sharedRu, ...contentRu },
};

/** The locale tags the site gives react-intl (shared/src/i18n/locale.ts). */
const TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en', es: 'es', ru: 'ru' };

/** The site's own formatter in `locale`: messages, numbers and dates as the pages show them. */
export function siteIntl(locale: Locale): IntlShape<string> {
  return createIntl({ locale: TAGS[locale], messages: catalogs[locale] });
}

/** Formats message ids in `locale` as the site does; fails for an id the catalogs lack. */
export function messages(locale: Locale) {
  const intl = siteIntl(locale);
  return (id: string, values?: Record<string, string | number>): string => {
    if (!(id in catalogs[locale])) throw new Error(`no message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
}

/** The API the site under test calls (playwright.config.ts starts it on the site's API port). */
export const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;

/** The page body a remote renders (the shell's frame around it aside). */
export function pageHeading(page: Page, text: string) {
  return page.getByRole('heading', { level: 1, name: text });
}

/** The contacts the admin sees, through the admin API (the local default credentials). */
export async function contactsAsAdmin(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/api/auth/login`, {
    data: {
      username: process.env.ADMIN_USERNAME ?? 'admin',
      password: process.env.ADMIN_PASSWORD ?? 'admin123',
    },
  });
  expect(login.status()).toBe(200);
  const list = await request.get(`${API_URL}/api/contacts`);
  expect(list.status()).toBe(200);
  return (await list.json()) as {
    title: string;
    email: string;
    phone: string;
    machineCount: string;
    source: string;
    status: string;
    createdAt: string;
  }[];
}
