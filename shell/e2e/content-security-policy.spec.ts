// The front ends are served with a Content Security Policy that allows only the remotes and the
// API of site-config.json. Every page must still load under it, the remotes' code, styles,
// images and API calls included, without a single violation.
import { expect, test } from '@playwright/test';
import zh from '../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import { REMOTE_ROUTES } from '../src/routing/route-table';
import { logIn } from './support/shell-page';

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
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await logIn(page);

  const first = await page.request.get('/');
  expect(first.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');

  for (const route of REMOTE_ROUTES) {
    const url = route.path.replace(':id', '1');
    await page.goto(url);
    const title = zh[route.titleId as keyof typeof zh];
    await expect(page.getByRole('heading', { level: 1, name: title }), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations), url).toEqual([]);
  }
});
