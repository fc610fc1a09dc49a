import { expect, test, type Page } from '@playwright/test';
import { messages, pageHeading, siteIntl } from './support/content-site';
import { seededText } from './support/seeded-content';

const t = messages('zh');
const intl = siteIntl('zh');
/** The home swipe's first view, the one whose page is the home view. */
const homeView = (page: Page) =>
  page.getByRole('tabpanel').filter({ has: pageHeading(page, t('route.home')) });

test('the home view: operations, the data centres and the rules of sale', async ({ page }) => {
  await page.goto('/');
  const home = homeView(page);
  // The operations figures are the sums over the data centres.
  const stats = home.getByRole('region', { name: t('content.home.stats.title') });
  await expect(stats.getByText(t('content.home.stats.dataCentres'), { exact: true })).toBeVisible();
  await expect(stats.getByText(t('content.home.stats.miners'), { exact: true })).toBeVisible();
  await expect(stats.getByText(intl.formatNumber(14_950), { exact: true })).toBeVisible();
  await expect(
    stats.getByText(t('content.home.unit.phs', { value: intl.formatNumber(3130) }), {
      exact: true,
    }),
  ).toBeVisible();

  const centres = home
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(centres).toHaveCount(3);
  const irkutsk = home.getByRole('listitem', {
    name: seededText('data-centres', 'irkutsk', 'name').zh,
  });
  for (const id of [
    'content.home.dc.powerType',
    'content.home.power.hydro',
    'content.home.dc.cooling',
    'content.home.cooling.air',
    'content.home.dc.average',
    'content.home.dc.energized',
    'content.home.dc.miners',
  ]) {
    await expect(irkutsk.getByText(t(id), { exact: true })).toBeVisible();
  }
  await expect(
    irkutsk.getByText(t('content.home.unit.phs', { value: intl.formatNumber(1250) })),
  ).toBeVisible();

  // The rules of sale are read when the visitor scrolls near the footer.
  const rules = home.getByRole('list', { name: t('content.footer.rulesTitle') });
  await rules.scrollIntoViewIfNeeded();
  await expect(rules.getByRole('listitem')).toHaveCount(7);
  await expect(rules).toContainText(seededText('rules', 'footer-noRefund', 'text').zh);
  await expect(home.getByText(/2024-2025/)).toBeVisible();
});

test('the home view’s shortcuts lead to the draw, the auction and the protection plan', async ({
  page,
}) => {
  await page.goto('/');
  // The shortcuts name the pages in this remote's own words (the pages' titles are their teams').
  await homeView(page)
    .getByRole('link', { name: new RegExp(t('content.link.draw')) })
    .click();
  await expect(page).toHaveURL('/draw');
  await expect(pageHeading(page, t('content.link.draw'))).toBeVisible();

  await page.goBack();
  await homeView(page)
    .getByRole('link', { name: new RegExp(t('content.link.aiPowerAuction')) })
    .click();
  await expect(page).toHaveURL('/ai-power-auction');
  await expect(pageHeading(page, t('content.link.aiPowerAuction'))).toBeVisible();

  await page.goBack();
  await homeView(page)
    .getByRole('link', { name: new RegExp(t('content.protection.title')) })
    .click();
  await expect(page).toHaveURL('/service#protection');
  await expect(page.getByRole('heading', { name: t('content.protection.title') })).toBeInViewport();
  await expect(page.getByText(t('content.protection.point.cover'))).toBeVisible();
});
