import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToast, messages, openAsOperator, uniqueWord } from './support/admin-site';

const t = messages('zh');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// The operator uploads a file to /software; a visitor downloads the very
// same bytes (compared by SHA-256, which both pages also show).
test('the operator uploads a download and a visitor saves the same bytes', async ({
  page,
  browser,
}) => {
  const word = uniqueWord('dl');
  const bytes = randomBytes(200_000);
  const fileName = `${word}-tool.bin`;
  const titles = {
    zh: `${word} 工具`,
    en: `${word} tool`,
    es: `${word} herramienta`,
    ru: `${word} утилита`,
  };

  await openAsOperator(page, '/admin/downloads');
  await page.getByRole('button', { name: t('admin.downloads.add') }).click();
  const form = page.getByRole('dialog', { name: t('admin.downloads.form.addTitle') });
  await form.getByLabel(t('admin.downloads.form.file')).setInputFiles({
    name: fileName,
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  await form.getByRole('switch', { name: t('admin.downloads.form.published') }).click();
  for (const [locale, language] of [
    ['zh', 'admin.downloads.language.zh'],
    ['en', 'admin.downloads.language.en'],
    ['es', 'admin.downloads.language.es'],
    ['ru', 'admin.downloads.language.ru'],
  ] as const) {
    const field = (name: string) =>
      t('admin.downloads.form.inLanguage', {
        field: t(`admin.downloads.field.${name}`),
        language: t(language),
      });
    await form.getByLabel(field('title')).fill(titles[locale]);
    await form.getByLabel(field('description')).fill(`${titles[locale]} …`);
  }
  await form.getByRole('button', { name: t('admin.downloads.form.save') }).click();
  await expectToast(page, t('admin.downloads.success.add'));

  const card = page.getByRole('listitem', { name: titles.zh });
  await expect(card.getByText(fileName)).toBeVisible();
  await expect(card.getByText(sha256(bytes))).toBeVisible();

  // A visitor, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/software', page.url()).toString());
  const article = visitor.getByRole('article', { name: titles.zh });
  await expect(article.getByText(sha256(bytes))).toBeVisible();
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    article.getByRole('link').click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(bytes));
  await visitor.close();

  // The operator deletes it again: gone from /software too.
  await card
    .getByRole('button', { name: t('admin.downloads.deleteLabel', { name: titles.zh }) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expectToast(page, t('admin.downloads.success.delete'));
  await expect(card).toBeHidden();
});
