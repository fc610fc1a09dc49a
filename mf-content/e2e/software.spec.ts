import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { messages, pageHeading, siteIntl, useLocale } from './support/content-site';

const t = messages('en');
const kilobytes = (bytes: number) =>
  siteIntl('en').formatNumber(bytes / 1024, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });

test('each download saves its file, whose size is the one shown', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/software');
  await expect(pageHeading(page, t('route.software'))).toBeVisible();

  const resources = [
    ['content.software.firmware.title', 'antminer-s21-firmware-kit.zip'],
    ['content.software.sdRecovery.title', 'sd-card-recovery-kit.zip'],
    ['content.software.s21Guide.title', 'antminer-s21-user-guide.pdf'],
    ['content.software.s21HydroGuide.title', 'antminer-s21-hydro-user-guide.pdf'],
  ] as const;
  await expect(page.getByRole('article')).toHaveCount(resources.length);
  for (const [titleId, file] of resources) {
    const card = page.getByRole('article', { name: t(titleId) });
    await expect(card.getByText(t('content.software.date'))).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: t('content.software.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const saved = await download.path();
    const size = statSync(saved).size;
    expect(size).toBeGreaterThan(0);
    await expect(card.getByText(kilobytes(size), { exact: true })).toBeVisible();
  }
});
