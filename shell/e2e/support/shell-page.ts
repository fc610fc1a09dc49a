/** Helpers for the shell's journeys: messages, the language picker, long presses, login. */
import { expect, type Locator, type Page } from '@playwright/test';
import sharedEn from '../../../shared/src/i18n/messages/en.json' with { type: 'json' };
import sharedEs from '../../../shared/src/i18n/messages/es.json' with { type: 'json' };
import sharedRu from '../../../shared/src/i18n/messages/ru.json' with { type: 'json' };
import sharedZh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import shellEn from '../../src/i18n/en.json' with { type: 'json' };
import shellEs from '../../src/i18n/es.json' with { type: 'json' };
import shellRu from '../../src/i18n/ru.json' with { type: 'json' };
import shellZh from '../../src/i18n/zh.json' with { type: 'json' };
import { siteMessages } from '@minesite/shared/testing/site-messages';

/** The messages the shell shows, per locale (shared catalog underneath, as in the app). */
export const messages = {
  zh: { ...sharedZh, ...shellZh },
  en: { ...sharedEn, ...shellEn },
  es: { ...sharedEs, ...shellEs },
  ru: { ...sharedRu, ...shellRu },
};
export type Locale = keyof typeof messages;
export const zh = messages.zh;

/** Any package's texts by id (the remotes' page titles and menu labels), per locale. */
export const siteText = {
  zh: siteMessages('zh'),
  en: siteMessages('en'),
  es: siteMessages('es'),
  ru: siteMessages('ru'),
};

/** The service's local default credentials (docs/security.md), unless the run says otherwise. */
export const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  password: process.env.ADMIN_PASSWORD ?? 'admin123',
};

/** The spec's hold times, plus room for a busy machine. */
export const SWITCHER_HOLD_MS = 2000 + 600;
export const HEADER_HOLD_MS = 5000 + 600;

export const headerLogo = (page: Page, locale: Locale = 'zh') =>
  page.getByRole('img', { name: messages[locale]['shell.header.logo'] });
export const switcherLogo = (page: Page, locale: Locale = 'zh') =>
  page.getByRole('img', { name: messages[locale]['shell.language.logo'] });
export const loginDialog = (page: Page, locale: Locale = 'zh') =>
  page.getByRole('dialog', { name: messages[locale]['shell.admin.login.title'] });
export const adminMenu = (page: Page, locale: Locale = 'zh') =>
  page.getByRole('navigation', { name: messages[locale]['shell.admin.menu.title'] });
export const toast = (page: Page, text: string) =>
  page.locator('.adm-toast-main').filter({ hasText: text });

/** Presses with the mouse and holds for `ms` before letting go. */
export async function holdWithMouse(page: Page, target: Locator, ms: number) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** Presses with a finger and holds for `ms` before lifting it (a phone's long press). */
export async function holdWithFinger(page: Page, target: Locator, ms: number) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Drags a finger horizontally across the screen at height `y` (a phone's swipe). */
export async function swipeWithFinger(page: Page, y: number, fromX: number, toX: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  for (let i = 1; i <= steps; i++) {
    const x = fromX + ((toX - fromX) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Opens the language picker, chooses a language by its own name and confirms. */
export async function chooseLanguage(page: Page, from: Locale, label: string) {
  const m = messages[from];
  await page
    .getByRole('button', { name: m['shell.language.button'].replace('{language}', '') })
    .click();
  const picker = page.locator('.adm-picker');
  await expect(picker.getByText(m['shell.language.picker.title'])).toBeVisible();
  await picker.locator('.adm-picker-view-column-item').filter({ hasText: label }).tap();
  await picker.getByRole('button', { name: m['common.confirm'] }).click();
}

/** Fills the login form inside `scope` (the popup or the /login page) and submits it. */
export async function submitLogin(
  scope: Locator | Page,
  credentials: { username: string; password: string },
  locale: Locale = 'zh',
) {
  const m = messages[locale];
  await scope.getByLabel(m['shell.admin.login.username.label']).fill(credentials.username);
  await scope.getByLabel(m['shell.admin.login.password.label']).fill(credentials.password);
  await scope.getByRole('button', { name: m['shell.admin.login.submit'], exact: true }).click();
}

/** Logs in through /login and waits until the site knows it. */
export async function logIn(page: Page) {
  await page.goto('/login');
  await submitLogin(page.getByRole('main'), ADMIN);
  await expect(page).toHaveURL('/');
}

/** A username no other run has used, so failures never add up to the rate limit. */
export const strangerName = () => `visitor-${Math.random().toString(36).slice(2, 10)}`;

/** Points one remote at another address, as an operator would by editing site-config.json. */
export async function pointRemoteAt(page: Page, remote: string, port: number) {
  await page.route('**/site-config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes[remote] = `http://localhost:${port}/mf-manifest.json`;
    await route.fulfill({ json: config });
  });
}

/** The home page (by the company name's link) and another remote's page open in the same visit. */
export async function expectOtherPagesOpen(page: Page) {
  await page.getByRole('link', { name: zh['app.companyName'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
  ).toBeVisible();
  await page.goto('/cloud-pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.cloudPricing') }),
  ).toBeVisible();
}
