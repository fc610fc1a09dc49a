import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '@minesite/shared/testing/free-port';
import { sitePorts } from '../../tooling/launcher/site-ports.mjs';
import zh from '../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import { serveStatic, type StaticServer } from '../../tooling/launcher/static-server';
import { expectOtherPagesOpen, siteText } from './support/shell-page';

const SHOP_DIST = path.resolve(import.meta.dirname, '../../mf-shop/dist');

/** Points the shop remote at our own server, as an operator would by editing site-config.json. */
async function useShopAt(page: Page, port: number) {
  await page.route('**/site-config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes.mf_shop = `http://localhost:${port}/mf-manifest.json`;
    await route.fulfill({ json: config });
  });
}

const fallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: zh['remote.unavailable.title'] });

test.describe('a remote that cannot load breaks only its own page', () => {
  // These journeys move a remote by rewriting site-config.json in the browser only. The served
  // Content-Security-Policy is built from the served file (an operator's edit updates both), so
  // it rightly refuses the moved address; content-security-policy.spec.ts covers the policy.
  test.use({ bypassCSP: true });

  let port: number;
  let shop: StaticServer | undefined;

  test.beforeEach(async () => {
    port = await freePort();
  });
  test.afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  test('its server is down: fallback with retry, other pages work, retry loads it once it is back', async ({
    page,
  }) => {
    await useShopAt(page, port);
    await page.goto('/shop');
    await expect(fallback(page)).toBeVisible();
    // Its pages (titles included) come from its own server, which is down.
    await expect(page).toHaveTitle(zh['app.defaultTitle']);

    // The frame and another remote still work, in the same page.
    await page.getByRole('link', { name: zh['app.companyName'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
    ).toBeVisible();

    await page.goBack();
    await expect(fallback(page)).toBeVisible();

    // The shop's server comes back; retry loads the page without reloading the site.
    shop = await serveStatic({ dir: SHOP_DIST, port });
    await page.getByRole('button', { name: zh['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.shop') }),
    ).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test('its manifest is missing: fallback on that page only', async ({ page }) => {
    shop = await serveStatic({ dir: path.join(SHOP_DIST, 'no-such-folder'), port });
    await useShopAt(page, port);
    await page.goto('/container');
    await expect(fallback(page)).toBeVisible();
    await page.goto('/cloud-pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.cloudPricing') }),
    ).toBeVisible();
  });

  test('its code throws: fallback on that page only', async ({ page }) => {
    shop = await serveStatic({ dir: SHOP_DIST, port });
    await useShopAt(page, port);
    await page.route(`http://localhost:${port}/remoteEntry.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy")' }),
    );
    await page.goto('/cooling');
    await expect(fallback(page)).toBeVisible();
    await page.goto('/team');
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.team') }),
    ).toBeVisible();
  });
});

test.describe('a remote whose page registry cannot be read costs only its own routes', () => {
  const SHOP_REGISTRY = `http://localhost:${sitePorts().mf_shop}/pages.json`;
  const shopDown = (page: Page) =>
    page.route(SHOP_REGISTRY, (route) => route.fulfill({ status: 503, body: 'unavailable' }));

  test('its addresses show its fallback, not the home page; retry opens the page once it is back', async ({
    page,
  }) => {
    await shopDown(page);
    await page.goto('/shop');
    await expect(fallback(page)).toBeVisible();
    await expect(page).toHaveURL('/shop');

    // Another remote's page and the home page still open, in the same page.
    await expectOtherPagesOpen(page);

    await page.goto('/product/1');
    await expect(fallback(page)).toBeVisible();
    await page.unroute(SHOP_REGISTRY);
    await page.getByRole('button', { name: zh['common.retry'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.zh('route.productDetail') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(siteText.zh('route.productDetail'));
  });

  test('the home swipe’s view of that remote shows its fallback, the other views work', async ({
    page,
  }) => {
    await shopDown(page);
    await page.goto('/?view=shop');
    const tab = (key: 'shop' | 'calculator') => siteText.zh(`nav.homeTab.${key}`);
    // Its views are unknown: the view standing for it, which `?view=shop` opens, has its fallback.
    const shop = page.getByRole('tabpanel', { name: siteText.zh('shell.home.tab.unavailable') });
    await expect(shop.getByRole('alert')).toContainText(zh['remote.unavailable.title']);
    await page.getByRole('tab', { name: tab('calculator'), exact: true }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: tab('calculator') })
        .getByRole('heading', { level: 1, name: siteText.zh('route.calculator') }),
    ).toBeVisible();
  });
});
