import { expect, test } from '@playwright/test';
import { messages, pageHeading, siteIntl } from './support/content-site';

const t = messages('zh');
const cny = (value: number) =>
  siteIntl('zh').formatNumber(value, {
    style: 'currency',
    currency: 'CNY',
    maximumFractionDigits: 0,
  });

test('repair: the partner’s prices, then online and in-house training in their tabs', async ({
  page,
}) => {
  await page.goto('/repair');
  await expect(pageHeading(page, t('route.repair'))).toBeVisible();
  const tab = (id: string) => page.getByRole('tab', { name: t(id) });
  await expect(tab('content.repair.tab.partner')).toHaveAttribute('aria-selected', 'true');

  // The repair price list, in yuan, with the service terms.
  const prices = page.getByRole('table', { name: t('content.repair.prices.title') });
  for (const [id, price] of [
    ['content.repair.price.basic', 500],
    ['content.repair.price.hashBoard', 800],
    ['content.repair.price.power', 600],
    ['content.repair.price.controlBoard', 700],
    ['content.repair.price.cooling', 400],
    ['content.repair.price.full', 1500],
  ] as const) {
    await expect(prices.getByRole('row', { name: t(id) })).toContainText(cny(price));
  }
  await expect(page.getByText(t('content.repair.terms.warranty', { days: 90 }))).toBeVisible();
  await expect(page.getByText(t('content.repair.terms.diagnosis', { hours: 24 }))).toBeVisible();
  await expect(page.getByText(t('content.repair.terms.repair', { hours: 48 }))).toBeVisible();

  // Online training: three levels and their hours.
  await tab('content.repair.tab.online').click();
  await expect(tab('content.repair.tab.online')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/repair?tab=online');
  const online = page.getByRole('tabpanel', { name: t('content.repair.tab.online') });
  for (const [level, hours] of [
    ['basic', 40],
    ['intermediate', 60],
    ['certification', 80],
  ] as const) {
    await expect(
      online.getByText(t(`content.training.level.${level}`), { exact: true }),
    ).toBeVisible();
    await expect(
      online.getByText(t('content.training.hours', { hours }), { exact: true }),
    ).toBeVisible();
  }

  // In-house training: the four modules, the start day, the class hour, board and lodging.
  await tab('content.repair.tab.inHouse').click();
  await expect(page).toHaveURL('/repair?tab=inHouse');
  const inHouse = page.getByRole('tabpanel', { name: t('content.repair.tab.inHouse') });
  for (const hours of [50, 65, 72, 102]) {
    await expect(
      inHouse.getByText(t('content.training.hours', { hours }), { exact: true }),
    ).toBeVisible();
  }
  await expect(
    inHouse.getByText(t('content.training.startValue', { day: 15, before: 5 })),
  ).toBeVisible();
  await expect(
    inHouse.getByText(t('content.training.classHourValue', { theory: 45, practice: 45 })),
  ).toBeVisible();
  await expect(
    inHouse.getByText(t('content.training.scheduleWeekdays', { from: '09:00', to: '17:30' })),
  ).toBeVisible();
  await expect(
    inHouse.getByText(t('content.training.scheduleWeekend', { from: '09:30', to: '17:30' })),
  ).toBeVisible();
  await expect(
    inHouse.getByText(t('content.training.perMonth', { amount: cny(400) })),
  ).toBeVisible();
  await expect(
    inHouse.getByText(t('content.training.perMonth', { amount: cny(600) })),
  ).toBeVisible();

  // The address keeps the tab.
  await page.reload();
  await expect(tab('content.repair.tab.inHouse')).toHaveAttribute('aria-selected', 'true');
});
