import { expect, test, type Page } from '@playwright/test';
import { ADMIN, siteText, strangerName, submitLogin, toast, zh } from './support/shell-page';

const ADMIN_PAGES = [
  ['/order-management', 'route.orderManagement'],
  ['/admin/contact', 'route.adminContact'],
  ['/admin/power-contacts', 'route.adminPowerContacts'],
  ['/product-management', 'route.productManagement'],
] as const;

const loginHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: siteText.zh('route.login') });

for (const [path] of ADMIN_PAGES) {
  test(`${path} without the admin flag says 请先登录 and goes to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(toast(page, zh['shell.admin.guard.loginRequired'])).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await expect(loginHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(siteText.zh('route.login'));
  });
}

test('the redirect keeps the full target, and login returns there', async ({ page }) => {
  const target = '/order-management?status=pending&q=ORD#list';
  await page.goto(target);
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: target }).toString()}`);

  const form = page.getByRole('main');
  await submitLogin(form, { username: strangerName(), password: ADMIN.password });
  await expect(toast(page, zh['shell.admin.login.error.mismatch'])).toBeVisible();
  await expect(loginHeading(page)).toBeVisible();

  await submitLogin(form, ADMIN);
  await expect(toast(page, zh['shell.admin.login.success'])).toBeVisible();
  await expect(page).toHaveURL(target);
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.orderManagement') }),
  ).toBeVisible();

  // Logged in, the admin pages open directly.
  for (const [path, titleId] of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: siteText.zh(titleId) })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});

test('/login is a page of its own; cancel goes home', async ({ page }) => {
  await page.goto('/login');
  await expect(loginHeading(page)).toBeVisible();
  const form = page.getByRole('main');
  await form.getByRole('button', { name: zh['shell.admin.login.submit'], exact: true }).click();
  await expect(form.getByText(zh['shell.admin.login.username.required'])).toBeVisible();
  await expect(form.getByText(zh['shell.admin.login.password.required'])).toBeVisible();
  await form.getByRole('button', { name: zh['shell.admin.login.cancel'] }).click();
  await expect(page).toHaveURL('/');
});

test('a redirect outside the site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await submitLogin(page.getByRole('main'), ADMIN);
  await expect(page).toHaveURL('/');
});

test('a flag the service does not back up is cleared, and the admin is asked to log in', async ({
  page,
}) => {
  // The browser says "logged in", but there is no session cookie: the service is the authority.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('adminLoggedIn', 'true');
      localStorage.setItem('adminUsername', 'admin');
    }
  });
  await page.goto('/admin/contact?status=new');

  await expect(toast(page, zh['shell.admin.session.expired'])).toBeVisible();
  await expect(page).toHaveURL(
    `/login?${new URLSearchParams({ redirect: '/admin/contact?status=new' }).toString()}`,
  );
  expect(await page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();

  await submitLogin(page.getByRole('main'), ADMIN);
  await expect(page).toHaveURL('/admin/contact?status=new');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.adminContact') }),
  ).toBeVisible();
});
