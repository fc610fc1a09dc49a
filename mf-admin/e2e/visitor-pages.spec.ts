import { expect, test } from '@playwright/test';

// The operator's screens are their own remote: a visitor's pages never download its code.
test('visitor pages load no admin JavaScript', async ({ page }) => {
  const adminScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '3006' && url.pathname.endsWith('.js')) adminScripts.push(url.pathname);
  });
  for (const path of ['/', '/shop', '/mining-power', '/my-orders', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(adminScripts).toEqual([]);
});
