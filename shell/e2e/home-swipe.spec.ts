import { expect, test, type Page } from '@playwright/test';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { freePort } from '@minesite/shared/testing/free-port';
import { messages, pointRemoteAt, swipeWithFinger, zh } from './support/shell-page';

const views = (page: Page) => page.getByRole('tablist');
const viewTab = (page: Page, titleId: keyof typeof zh) =>
  views(page).getByRole('tab', { name: zh[titleId], exact: true });
const shownHeading = (page: Page, titleId: keyof typeof zh) =>
  page.getByRole('tabpanel').getByRole('heading', { level: 1, name: zh[titleId] });
const fallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: zh['remote.unavailable.title'] });

for (const path of ['/', '/mining']) {
  test(`${path} shows the five named views, each from its own remote`, async ({ page }) => {
    await page.goto(path);
    await expect(views(page).getByRole('tab')).toHaveText([
      zh['shell.home.tab.home'],
      zh['shell.home.tab.currency'],
      zh['shell.home.tab.trade'],
      zh['shell.home.tab.shop'],
      zh['shell.home.tab.calculator'],
    ]);
    await expect(viewTab(page, 'shell.home.tab.home')).toHaveAttribute('aria-selected', 'true');
    await expect(shownHeading(page, 'route.home')).toBeVisible();
    await expect(page.getByText(siteMessages('zh')('content.home.intro'))).toBeVisible();

    const steps = [
      ['shell.home.tab.currency', 'route.currency', 'currency'],
      ['shell.home.tab.trade', 'route.trade', 'trade'],
      ['shell.home.tab.shop', 'route.shop', 'shop'],
      ['shell.home.tab.calculator', 'route.calculator', 'calculator'],
      ['shell.home.tab.home', 'route.home', null],
    ] as const;
    for (const [tabId, headingId, view] of steps) {
      await viewTab(page, tabId).click();
      await expect(viewTab(page, tabId)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: zh[tabId] })).toBeInViewport();
      await expect(shownHeading(page, headingId)).toBeVisible();
      await expect(page).toHaveURL(view ? `${path}?view=${view}` : path);
    }
    await expect(page).toHaveTitle(zh['route.home']);
  });
}

test('a view can be opened by its address, and swiping moves to the next one', async ({ page }) => {
  await page.goto('/?view=trade');
  await expect(viewTab(page, 'shell.home.tab.trade')).toHaveAttribute('aria-selected', 'true');
  await expect(shownHeading(page, 'route.trade')).toBeVisible();

  const area = page.getByRole('tabpanel', { name: zh['shell.home.tab.trade'] });
  const box = (await area.boundingBox())!;
  await swipeWithFinger(page, box.y + 120, 340, 60);

  await expect(viewTab(page, 'shell.home.tab.shop')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/?view=shop');
  await expect(shownHeading(page, 'route.shop')).toBeVisible();
});

test('a fling that carries the views past the next one shows the next one', async ({ page }) => {
  await page.goto('/?view=trade');
  await expect(shownHeading(page, 'route.trade')).toBeVisible();

  // A finger on the views, and the track carried two views on: what a hard fling does where
  // the browser does not hold scroll-snap-stop.
  const cdp = await page.context().newCDPSession(page);
  const box = (await page
    .getByRole('tabpanel', { name: zh['shell.home.tab.trade'] })
    .boundingBox())!;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: 200, y: box.y + 120 }],
  });
  await page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('.home-swipe-views')!;
    track.scrollTo({ left: 4 * track.clientWidth, behavior: 'instant' });
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(viewTab(page, 'shell.home.tab.shop')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/?view=shop');
  await expect(page.getByRole('tabpanel', { name: zh['shell.home.tab.shop'] })).toBeInViewport();
  await expect(shownHeading(page, 'route.shop')).toBeVisible();
});

test('the tab titles follow the language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
    messages.en['shell.home.tab.home'],
    messages.en['shell.home.tab.currency'],
    messages.en['shell.home.tab.trade'],
    messages.en['shell.home.tab.shop'],
    messages.en['shell.home.tab.calculator'],
  ]);
});

test('a view whose remote is down shows the fallback there only', async ({ page }) => {
  await pointRemoteAt(page, 'mf_shop', await freePort());
  await page.goto('/');
  await expect(shownHeading(page, 'route.home')).toBeVisible();

  await viewTab(page, 'shell.home.tab.shop').click();
  const shop = page.getByRole('tabpanel', { name: zh['shell.home.tab.shop'] });
  await expect(shop.getByRole('alert')).toContainText(zh['remote.unavailable.title']);
  await expect(shop.getByRole('button', { name: zh['common.retry'] })).toBeVisible();

  // The other views, and the frame, keep working; the fallback stays inside the shop view.
  await viewTab(page, 'shell.home.tab.calculator').click();
  await expect(shownHeading(page, 'route.calculator')).toBeVisible();
  await viewTab(page, 'shell.home.tab.currency').click();
  await expect(shownHeading(page, 'route.currency')).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  await page.getByRole('link', { name: zh['app.companyName'] }).click();
  await expect(shownHeading(page, 'route.home')).toBeVisible();
  await viewTab(page, 'shell.home.tab.shop').click();
  await expect(fallback(page)).toHaveCount(1);
});
