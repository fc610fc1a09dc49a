// The front ends are served with a Content Security Policy that allows only the remotes and the
// API of site-config.json. Every page must still load under it, the remotes' code, styles,
// images and API calls included, without a single violation.
import { expect, test } from '@playwright/test';
import { HOME_ROUTES } from '../src/routing/shell-routes';
import { logIn, zh } from './support/shell-page';
import { siteRoutes } from './support/site-routes';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('every page loads under the front ends’ CSP without a violation', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  await logIn(page);

  const first = await page.request.get('/');
  expect(first.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');

  const home = HOME_ROUTES.map((r) => ({ url: r.path, title: zh[r.titleId as keyof typeof zh] }));
  for (const { url, title } of [...home, ...siteRoutes()]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title }), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations), url).toEqual([]);
  }
});
