import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { DownloadList } from '@minesite/shared/contract';
import { API_URL, messages, pageHeading, siteIntl, chooseLocale } from './support/content-site';

const t = messages('en');
const kilobytes = (bytes: number) =>
  siteIntl('en').formatNumber(bytes / 1024, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });

// The published downloads (the seed's four, and any the operator added): each link saves the
// stored file, whose size and SHA-256 are the ones the card shows.
test('each download saves its file, whose size and checksum are the ones shown', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get(`${API_URL}/api/downloads`)).json()) as DownloadList;
  expect(items.map((item) => item.id)).toEqual(
    expect.arrayContaining(['firmware', 'sdRecovery', 's21Guide', 's21HydroGuide']),
  );
  await chooseLocale(page, 'en');
  await page.goto('/software');
  await expect(pageHeading(page, t('route.software'))).toBeVisible();

  for (const item of items) {
    const card = page.getByRole('article', { name: item.title.en });
    await expect(card.getByText(t('content.software.date'))).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', item.file.uploadDate);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: t('content.software.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(item.file.name);
    const saved = readFileSync(await download.path());
    expect(createHash('sha256').update(saved).digest('hex')).toBe(item.file.sha256);
    await expect(card.getByText(kilobytes(saved.length), { exact: true })).toBeVisible();
    await expect(card.getByTestId('download-checksum')).toHaveText(item.file.sha256);
  }
});
