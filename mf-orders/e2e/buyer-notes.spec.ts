import { expect, test } from '@playwright/test';
import { messages } from './support/orders-site';

test('notes on this device: add, edit, search and delete; kept across a reload', async ({
  page,
}) => {
  const t = messages('zh');
  await page.goto('/notes');
  await expect(page.getByText(t('orders.notes.empty'))).toBeVisible();

  const write = async (text: string) => {
    await page.getByLabel(t('orders.notes.new')).fill(text);
    await page.getByRole('button', { name: t('orders.notes.save') }).click();
  };
  await write('S21 托管电费 0.35');
  await write('记得问 L9 的交期');
  const list = page.getByRole('list', { name: t('route.notes') });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Newest first; editing the older one.
  const older = list.getByRole('listitem').filter({ hasText: 'S21' });
  await older.getByRole('button', { name: t('orders.notes.editButton') }).click();
  await older.getByLabel(t('orders.notes.edit')).fill('S21 托管电费改为 0.38');
  await older.getByRole('button', { name: t('orders.notes.save') }).click();
  await expect(list.getByText('S21 托管电费改为 0.38')).toBeVisible();

  const search = page
    .getByRole('search', { name: t('orders.notes.searchLabel') })
    .getByRole('searchbox');
  await search.fill('l9');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('记得问 L9 的交期')).toBeVisible();
  await search.fill('没有这条');
  await expect(page.getByText(t('orders.notes.noMatch'))).toBeVisible();
  await search.fill('');

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list
    .getByRole('listitem')
    .filter({ hasText: 'L9' })
    .getByRole('button', { name: t('orders.notes.delete') })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('S21 托管电费改为 0.38')).toBeVisible();
});

test("a miner's page leads to the buyer's notes about it, and counts them", async ({ page }) => {
  const t = messages('zh');
  await page.goto('/product/1');
  await page.getByRole('link', { name: t('shop.product.myNotes', { count: 0 }) }).click();
  await expect(page).toHaveURL(/\/notes\?product=1$/);
  await expect(page.getByText(t('orders.notes.aboutProduct', { productId: '1' }))).toBeVisible();

  await page.getByLabel(t('orders.notes.new')).fill('电费 0.35 时回本多久');
  await page.getByRole('button', { name: t('orders.notes.save') }).click();
  await expect(
    page.getByRole('list', { name: t('route.notes') }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.goBack();
  await expect(
    page.getByRole('link', { name: t('shop.product.myNotes', { count: 1 }) }),
  ).toBeVisible();
});
