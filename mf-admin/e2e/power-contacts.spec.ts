import { expect, test } from '@playwright/test';
import {
  expectToast,
  messages,
  openAsOperator,
  sendPowerConsultations,
} from './support/admin-site';

// The power enquiries, in English: find one, read it, mark it processed, filter, delete.
test('power consultations: search, view, mark processed, filter and delete (en)', async ({
  page,
  request,
}) => {
  const t = messages('en');
  const word = await sendPowerConsultations(request, 'gas', [
    ['Olga', 'We need two AP-250N sets for an associated gas field.'],
    ['Carlos', 'Quote for a 500 kW natural gas generator, 40 ft.'],
  ]);
  await openAsOperator(page, '/admin/power-contacts', 'en');

  const search = page.getByRole('search', { name: t('admin.power.search.label') });
  await search.getByRole('searchbox').fill(word);
  const list = page.getByRole('list', { name: t('admin.power.list.label') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await search.getByRole('searchbox').fill(`${word} olga`.toUpperCase());
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await search.getByRole('searchbox').fill(word);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const olga = list.getByRole('listitem', { name: `${word} Olga` });
  await olga
    .getByRole('button', { name: t('admin.power.viewLabel', { name: `${word} Olga` }) })
    .click();
  const detail = page.getByRole('dialog', { name: t('admin.power.detailTitle') });
  await expect(
    detail.getByText('We need two AP-250N sets for an associated gas field.'),
  ).toBeVisible();
  await expect(detail.getByText(`olga.${word}@example.com`)).toBeVisible();
  await expect(detail.getByText(t('admin.leads.status.new'))).toBeVisible();
  await detail.getByRole('button', { name: t('admin.popup.close') }).click();
  await expect(detail).toBeHidden();

  await olga
    .getByRole('button', { name: t('admin.power.markProcessedLabel', { name: `${word} Olga` }) })
    .click();
  await expectToast(page, t('admin.power.success.update'));
  await expect(olga.getByText(t('admin.leads.status.processed'))).toBeVisible();

  const status = page.getByLabel(t('admin.leads.status.label'));
  await status.selectOption({ label: t('admin.leads.status.processed') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(olga).toBeVisible();
  await status.selectOption({ label: t('admin.leads.status.new') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const carlos = list.getByRole('listitem', { name: `${word} Carlos` });
  await expect(carlos).toBeVisible();

  // Delete asks first; cancelling keeps it.
  const deleteButton = carlos.getByRole('button', {
    name: t('admin.power.deleteLabel', { name: `${word} Carlos` }),
  });
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: t('admin.power.deleteConfirm', { name: `${word} Carlos` }) });
  await deleteButton.click();
  await confirm.getByRole('button', { name: t('common.cancel') }).click();
  await expect(carlos).toBeVisible();
  await deleteButton.click();
  await confirm.getByRole('button', { name: t('common.confirm') }).click();
  await expectToast(page, t('admin.power.success.delete'));
  await expect(page.getByText(t('admin.power.empty'))).toBeVisible();
});
