import { expect, test, type Page } from '@playwright/test';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { freePort } from '@minesite/shared/testing/free-port';
import { pointRemoteAt, siteText, swipeWithFinger, zh } from './support/shell-page';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

const views = (page: Page) => page.getByRole('tablist');
const viewTab = (page: Page, labelId: string) =>
  views(page).getByRole('tab', { name: siteText.zh(labelId), exact: true });
const shownHeading = (page: Page, titleId: string) =>
  page.getByRole('tabpanel').getByRole('heading', { level: 1, name: siteText.zh(titleId) });
const fallback = (page: Page) =>
  page.getByRole('alert').filter({ hasText: zh['remote.unavailable.title'] });

for (const path of ['/', '/mining']) {
  test(`${path} shows the five named views, each from its own remote`, async ({ page }) => {
    await page.goto(path);
    await expect(views(page).getByRole('tab')).toHaveText([
      siteText.zh('nav.homeTab.home'),
      siteText.zh('nav.homeTab.currency'),
      siteText.zh('nav.homeTab.trade'),
      siteText.zh('nav.homeTab.shop'),
      siteText.zh('nav.homeTab.calculator'),
    ]);
    await expect(viewTab(page, 'nav.homeTab.home')).toHaveAttribute('aria-selected', 'true');
    await expect(shownHeading(page, 'content.home.title')).toBeVisible();
    await expect(page.getByText(siteMessages('zh')('content.home.intro'))).toBeVisible();

    const steps = [
      ['nav.homeTab.currency', 'route.currency', 'currency'],
      ['nav.homeTab.trade', 'route.trade', 'trade'],
      ['nav.homeTab.shop', 'route.shop', 'shop'],
      ['nav.homeTab.calculator', 'route.calculator', 'calculator'],
      ['nav.homeTab.home', 'content.home.title', null],
    ] as const;
    for (const [tabId, headingId, view] of steps) {
      await viewTab(page, tabId).click();
      await expect(viewTab(page, tabId)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: siteText.zh(tabId) })).toBeInViewport();
      await expect(shownHeading(page, headingId)).toBeVisible();
      await expect(page).toHaveURL(view ? `${path}?view=${view}` : path);
    }
    await expect(page).toHaveTitle(siteText.zh('route.home'));
  });
}

test('a view can be opened by its address, and swiping moves to the next one', async ({ page }) => {
  await page.goto('/?view=trade');
  await expect(viewTab(page, 'nav.homeTab.trade')).toHaveAttribute('aria-selected', 'true');
  await expect(shownHeading(page, 'route.trade')).toBeVisible();

  const area = page.getByRole('tabpanel', { name: siteText.zh('nav.homeTab.trade') });
  const box = (await area.boundingBox())!;
  await swipeWithFinger(page, box.y + 120, 340, 60);

  await expect(viewTab(page, 'nav.homeTab.shop')).toHaveAttribute('aria-selected', 'true');
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
    .getByRole('tabpanel', { name: siteText.zh('nav.homeTab.trade') })
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

  await expect(viewTab(page, 'nav.homeTab.shop')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/?view=shop');
  await expect(
    page.getByRole('tabpanel', { name: siteText.zh('nav.homeTab.shop') }),
  ).toBeInViewport();
  await expect(shownHeading(page, 'route.shop')).toBeVisible();
});

test('the tab titles follow the language', async ({ page }) => {
  await chooseLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
    siteText.en('nav.homeTab.home'),
    siteText.en('nav.homeTab.currency'),
    siteText.en('nav.homeTab.trade'),
    siteText.en('nav.homeTab.shop'),
    siteText.en('nav.homeTab.calculator'),
  ]);
});

test('a view whose remote is down shows the fallback there only', async ({ page }) => {
  await pointRemoteAt(page, 'mf_shop', await freePort());
  await page.goto('/');
  await expect(shownHeading(page, 'content.home.title')).toBeVisible();

  // Its registry cannot be read either: one view stands for the missing remote.
  await expect(viewTab(page, 'nav.homeTab.shop')).toHaveCount(0);
  await viewTab(page, 'shell.home.tab.unavailable').click();
  const shop = page.getByRole('tabpanel', { name: zh['shell.home.tab.unavailable'] });
  await expect(shop.getByRole('alert')).toContainText(zh['remote.unavailable.title']);
  await expect(shop.getByRole('button', { name: zh['common.retry'] })).toBeVisible();

  // The other views, and the frame, keep working; the fallback stays inside the shop view.
  await viewTab(page, 'nav.homeTab.calculator').click();
  await expect(shownHeading(page, 'route.calculator')).toBeVisible();
  await viewTab(page, 'nav.homeTab.currency').click();
  await expect(shownHeading(page, 'route.currency')).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  await page.getByRole('link', { name: zh['app.companyName'] }).click();
  await expect(shownHeading(page, 'content.home.title')).toBeVisible();
  await viewTab(page, 'shell.home.tab.unavailable').click();
  await expect(fallback(page)).toHaveCount(1);
});
