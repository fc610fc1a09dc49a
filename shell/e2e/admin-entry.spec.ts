import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  HEADER_HOLD_MS,
  SWITCHER_HOLD_MS,
  adminMenu,
  headerLogo,
  holdWithFinger,
  holdWithMouse,
  loginDialog,
  messages,
  siteText,
  strangerName,
  submitLogin,
  switcherLogo,
  toast,
  zh,
} from './support/shell-page';
import { builtRouteTable } from './support/site-routes';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

const flags = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('adminLoggedIn'),
    localStorage.getItem('adminUsername'),
  ]);

async function openLoginBySwitcher(page: Page) {
  await holdWithMouse(page, switcherLogo(page), SWITCHER_HOLD_MS);
  await expect(loginDialog(page)).toBeVisible();
  return loginDialog(page);
}

// The holds are simulated on the page's clock, installed before each page opens.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the hidden admin entry', () => {
  test('holding the switcher logo for 2 s opens the login popup', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    await expect(dialog.getByLabel(zh['shell.admin.login.username.label'])).toBeVisible();
    await expect(dialog.getByLabel(zh['shell.admin.login.password.label'])).toHaveAttribute(
      'type',
      'password',
    );
    await expect(dialog.getByRole('button')).toHaveText([
      zh['shell.admin.login.cancel'],
      zh['shell.admin.login.submit'],
    ]);
    // Releasing after the hold does not also open the language picker.
    await expect(page.getByText(zh['shell.language.picker.title'])).toBeHidden();

    await dialog.getByRole('button', { name: zh['shell.admin.login.cancel'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('holding the header logo with a finger for 5 s opens it too', async ({ page }) => {
    await page.goto('/shop');
    // The boot script's first paint draws the same logo, answering no press, until the shell
    // takes over: the page's heading shows it has.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await holdWithFinger(page, headerLogo(page), HEADER_HOLD_MS);
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL('/shop');
  });

  test('a short tap, or a hold shorter than the header logo needs, does nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await switcherLogo(page).tap();
    await headerLogo(page).tap();
    // Past both hold times, then a 2 s hold on the header logo (which needs 5 s), and the rest.
    await page.clock.runFor(HEADER_HOLD_MS);
    await holdWithFinger(page, headerLogo(page), SWITCHER_HOLD_MS);
    await page.clock.runFor(HEADER_HOLD_MS - SWITCHER_HOLD_MS);

    await expect(loginDialog(page)).toHaveCount(0);
    await expect(adminMenu(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('both fields are required, with their messages', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    await dialog.getByRole('button', { name: zh['shell.admin.login.submit'], exact: true }).click();
    await expect(dialog.getByText(zh['shell.admin.login.username.required'])).toHaveCount(1);
    await expect(dialog.getByText(zh['shell.admin.login.password.required'])).toHaveCount(1);
    // Spaces are not a username.
    await dialog.getByLabel(zh['shell.admin.login.username.label']).fill('   ');
    await dialog.getByLabel(zh['shell.admin.login.password.label']).fill('x');
    await dialog.getByRole('button', { name: zh['shell.admin.login.submit'], exact: true }).click();
    await expect(dialog.getByText(zh['shell.admin.login.username.required'])).toHaveCount(1);
    await expect(dialog.getByText(zh['shell.admin.login.password.required'])).toHaveCount(0);
  });

  test('wrong credentials say 用户名或密码错误 and keep the popup open', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    await submitLogin(dialog, { username: strangerName(), password: ADMIN.password });
    await expect(toast(page, zh['shell.admin.login.error.mismatch'])).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await flags(page)).toEqual([null, null]);
  });

  test('a login call that fails says 登录失败', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    await submitLogin(dialog, ADMIN);
    await expect(toast(page, zh['shell.admin.login.error.failed'])).toBeVisible();
    expect(await flags(page)).toEqual([null, null]);
  });

  test('repeated failures are stopped by the service with a clear message', async ({ page }) => {
    // Six attempts take about 15 s. The service counts a sliding window: attempts on both
    // sides of a window's edge add up, so no wait for one is needed.
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    const stranger = { username: strangerName(), password: 'not-the-password' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(dialog, stranger);
      await expect(toast(page, zh['shell.admin.login.error.mismatch'])).toBeVisible();
      await expect(toast(page, zh['shell.admin.login.error.mismatch'])).toBeHidden();
    }
    await submitLogin(dialog, stranger);
    await expect(toast(page, zh['shell.admin.login.error.tooManyAttempts'])).toBeVisible();
  });

  test('the right credentials log in; the entry then opens the admin menu', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginBySwitcher(page);
    await submitLogin(dialog, ADMIN);
    await expect(toast(page, zh['shell.admin.login.success'])).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await flags(page)).toEqual(['true', ADMIN.username]);

    await holdWithFinger(page, headerLogo(page), HEADER_HOLD_MS);
    const menu = adminMenu(page);
    await expect(menu).toBeVisible();
    // Every admin page that declares its entry, in its declared order, then log out.
    await expect(menu.getByRole('button')).toHaveText([
      ...builtRouteTable().adminMenu.map((item) => item.labels.zh),
      zh['shell.admin.menu.logout'],
    ]);
    await expect(menu).toContainText(ADMIN.username);
  });
});

test.describe('the admin menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await submitLogin(await openLoginBySwitcher(page), ADMIN);
    await expect(toast(page, zh['shell.admin.login.success'])).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
  });

  const entries = [
    ['nav.admin.dashboard', '/admin', 'route.adminDashboard'],
    ['nav.admin.settings', '/admin/settings', 'route.adminSettings'],
    ['nav.admin.productManagement', '/product-management', 'route.productManagement'],
    ['nav.admin.contacts', '/admin/contact', 'route.adminContact'],
    ['nav.admin.powerContacts', '/admin/power-contacts', 'route.adminPowerContacts'],
    ['nav.admin.orders', '/order-management', 'route.orderManagement'],
    ['nav.admin.notifications', '/admin/notifications', 'route.adminNotifications'],
    ['nav.admin.news', '/admin/news', 'route.adminNews'],
  ] as const;
  for (const [labelId, path, titleId] of entries) {
    test(`${siteText.zh(labelId)} opens ${path}`, async ({ page }) => {
      await holdWithMouse(page, switcherLogo(page), SWITCHER_HOLD_MS);
      await adminMenu(page)
        .getByRole('button', { name: siteText.zh(labelId) })
        .click();
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: siteText.zh(titleId) }),
      ).toBeVisible();
      await expect(adminMenu(page)).toHaveCount(0);
    });
  }

  test('log out asks first, then ends the session: 已退出登录', async ({ page }) => {
    await page.goto('/admin/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.adminContact') }),
    ).toBeVisible();

    await holdWithMouse(page, switcherLogo(page), SWITCHER_HOLD_MS);
    await adminMenu(page).getByRole('button', { name: zh['shell.admin.menu.logout'] }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: zh['shell.admin.logout.confirm.body'] });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: zh['shell.admin.logout.confirm.cancel'] }).click();
    await expect(confirm).toBeHidden();
    expect((await flags(page))[0]).toBe('true');

    await adminMenu(page).getByRole('button', { name: zh['shell.admin.menu.logout'] }).click();
    await confirm.getByRole('button', { name: zh['shell.admin.logout.confirm.ok'] }).click();
    await expect(toast(page, zh['shell.admin.logout.done'])).toBeVisible();
    expect(await flags(page)).toEqual([null, null]);
    // Off the admin page, and the service no longer knows the session.
    await expect(page).toHaveURL('/');
    const apiBase = await page.evaluate(
      async () => (await (await fetch('/site-config.json')).json()).apiBaseUrl as string,
    );
    const me = await page.evaluate(
      async (url) => (await fetch(url, { credentials: 'include' })).status,
      `${apiBase.replace('{protocol}', 'http:').replace('{hostname}', 'localhost')}/api/auth/me`,
    );
    expect(me).toBe(401);

    // Once the confirmation and the menu have gone, the entry opens the login popup again.
    await expect(confirm).toBeHidden();
    await expect(adminMenu(page)).toHaveCount(0);
    await holdWithMouse(page, switcherLogo(page), SWITCHER_HOLD_MS);
    await expect(loginDialog(page)).toBeVisible();
  });

  test('an admin function that cannot open says 功能调用失败', async ({ page }) => {
    // The admin remote's registry is read (the menu lists its pages), its code cannot load.
    await page.route('**/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = await response.text();
      if (manifest.includes('"mf_admin"')) await route.fulfill({ status: 503, body: 'down' });
      else await route.fulfill({ response, body: manifest });
    });
    await page.reload();
    await holdWithMouse(page, switcherLogo(page), SWITCHER_HOLD_MS);
    await adminMenu(page)
      .getByRole('button', { name: siteText.zh('nav.admin.orders') })
      .click();
    await expect(toast(page, zh['shell.admin.menu.error.openFailed'])).toBeVisible();
    await expect(adminMenu(page)).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test('the admin entry speaks the chosen language', async ({ page }) => {
  await chooseLocale(page, 'es');
  await page.goto('/');
  const es = messages.es;
  await holdWithMouse(page, switcherLogo(page, 'es'), SWITCHER_HOLD_MS);
  const dialog = loginDialog(page, 'es');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: es['shell.admin.login.submit'], exact: true }).click();
  await expect(dialog.getByText(es['shell.admin.login.username.required'])).toBeVisible();
  await submitLogin(dialog, { username: strangerName(), password: 'nope-nope' }, 'es');
  await expect(toast(page, es['shell.admin.login.error.mismatch'])).toBeVisible();
});
