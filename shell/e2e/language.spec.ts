import { expect, test } from '@playwright/test';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { tabLabel } from '../test/site-tabs';
import { chooseLanguage, messages, siteText, zh } from './support/shell-page';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

test('the header shows the logo, the company name and the language switcher', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: zh['shell.header.logo'] })).toBeVisible();
  await expect(header.getByRole('link', { name: zh['app.companyName'] })).toBeVisible();
  await expect(
    header.getByRole('button', {
      name: `${zh['shell.language.button'].replace('{language}', '中文')}`,
    }),
  ).toBeVisible();

  await header.getByRole('button', { name: /语言/ }).click();
  const picker = page.locator('.adm-picker');
  await expect(picker.locator('.adm-picker-view-column-item')).toHaveText([
    '中文',
    'English',
    'Español',
    'Русский',
  ]);
  await picker.getByRole('button', { name: zh['common.cancel'] }).click();
  await expect(picker).toBeHidden();
});

test('choosing a language re-renders the shell and the remotes at once, without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText(siteMessages('zh')('content.home.intro'))).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await chooseLanguage(page, 'zh', 'English');

  // A remote's own text, the shared page heading, the shell's frame, the title and <html lang>.
  await expect(page.getByText(siteMessages('en')('content.home.intro'))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.en('route.home') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: messages.en['app.companyName'] })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: messages.en['shell.nav.label'] }).getByRole('button', {
      name: tabLabel('training', 'en'),
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(siteText.en('route.home'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.getByText(siteMessages('en')('content.home.intro'))).toBeVisible();
});

test('every language reaches the page title and a remote page', async ({ page }) => {
  await page.goto('/calculator');
  const steps = [
    { from: 'zh', label: 'Español', to: 'es', lang: 'es' },
    { from: 'es', label: 'Русский', to: 'ru', lang: 'ru' },
    { from: 'ru', label: 'English', to: 'en', lang: 'en' },
    { from: 'en', label: '中文', to: 'zh', lang: 'zh-CN' },
  ] as const;
  for (const step of steps) {
    await chooseLanguage(page, step.from, step.label);
    const title = siteText[step.to]('route.calculator');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', step.lang);
  }
  await chooseLanguage(page, 'zh', 'Русский');
  await expect(page.getByText(siteMessages('ru')('cloudpower.calculator.intro'))).toBeVisible();
});

test('the title follows every navigation, in the current language', async ({ page }) => {
  await chooseLocale(page, 'es');
  await page.goto('/');
  await expect(page).toHaveTitle(siteText.es('route.home'));
  await page.getByRole('button', { name: tabLabel('product', 'es') }).click();
  await page.getByRole('link', { name: siteText.es('nav.entry.cooling') }).click();
  await expect(page).toHaveTitle(siteText.es('route.cooling'));
  await page.goBack();
  await expect(page).toHaveTitle(siteText.es('route.home'));
});

test('an unsupported stored language falls back to Chinese with only a warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(warnings.some((text) => text.includes('无效的语言设置'))).toBe(true);
});
