import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminRequest,
  API_URL,
  expectToast,
  messages,
  openAsOperator,
  toast,
  uniqueWord,
} from './support/admin-site';

const t = messages('zh');

/** Picks today in the calendar popup the date button opens. */
async function chooseToday(page: Page, dateButton: Locator) {
  await dateButton.click();
  const calendar = page.locator('.adm-calendar-picker-popup .adm-popup-body');
  await expect(calendar).toBeVisible();
  await calendar.locator('.adm-calendar-picker-view-cell-today').click();
  await calendar.getByRole('button', { name: t('common.confirm') }).click();
  await expect(calendar).toBeHidden();
}

// The operator's leads: add, edit, mark processed, search (text, status, advanced with dates)
// and delete, one by one and in bulk.
test('add, edit, search and delete contacts', async ({ page, request }) => {
  const word = uniqueWord('lead');
  // A lead that came in last year, filed through the API by the operator (a visitor's createdAt
  // is the service's clock): the date search must leave it out.
  const operator = await adminRequest(request);
  const old = await operator.post(`${API_URL}/api/contacts`, {
    headers: { origin: new URL(API_URL).origin },
    data: {
      title: `${word} Old Lead`,
      email: `old.${word}@example.com`,
      phone: '+1 555 0100',
      machineCount: '3',
      source: 'Twitter',
      message: 'Three machines to host',
      status: 'new',
      createdAt: '2024-06-01T08:00:00.000Z',
    },
  });
  expect(old.status()).toBe(201);
  await openAsOperator(page, '/admin/contact');
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(word);
  const list = page.getByRole('list', { name: t('admin.contacts.list.label') });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Add: name, e-mail and message are required.
  const addName = `${word} Ana García`;
  await page.getByRole('button', { name: t('admin.contacts.add') }).click();
  let form = page.getByRole('dialog', { name: t('admin.contacts.form.addTitle') });
  await form.getByRole('button', { name: t('admin.contacts.form.save') }).click();
  await expect(form.getByText(t('contact.form.required'))).toHaveCount(3);
  await form.getByLabel(t('admin.contacts.field.name')).fill(addName);
  await expect(form.getByText(t('contact.form.required'))).toHaveCount(2);
  await form.getByLabel(t('admin.contacts.field.email')).fill(`ana.${word}@example.es`);
  await form.getByLabel(t('admin.contacts.field.message')).fill('Hosting for 12 machines');
  await form.getByRole('option', { name: 'WeChat' }).click();
  await form.getByRole('button', { name: t('admin.contacts.form.save') }).click();
  await expectToast(page, t('contact.admin.success.add'));
  await expect(form).toBeHidden();
  const ana = list.getByRole('listitem', { name: addName });
  await expect(ana).toBeVisible();
  await expect(ana.getByText(t('admin.leads.status.new'))).toBeVisible();
  await expect(ana.getByText('WeChat')).toBeVisible();

  // Edit: the details change, the status and creation time stay.
  const createdText = await ana.locator('dd').last().textContent();
  await ana.getByRole('button', { name: t('admin.contacts.editLabel', { name: addName }) }).click();
  form = page.getByRole('dialog', { name: t('admin.contacts.form.editTitle') });
  await expect(form.getByLabel(t('admin.contacts.field.name'))).toHaveValue(addName);
  await form.getByLabel(t('admin.contacts.field.phone')).fill('+34 600 111 222');
  await form.getByLabel(t('admin.contacts.field.machineCount')).fill('12');
  await form.getByRole('button', { name: t('admin.contacts.form.save') }).click();
  await expectToast(page, t('contact.admin.success.update'));
  await expect(ana.getByText('+34 600 111 222')).toBeVisible();
  await expect(ana.getByText(t('admin.leads.status.new'))).toBeVisible();
  await expect(ana.locator('dd').last()).toHaveText(createdText!);

  // A second lead, then mark the first processed and filter by status.
  const secondName = `${word} Ivan Petrov`;
  await page.getByRole('button', { name: t('admin.contacts.add') }).click();
  form = page.getByRole('dialog', { name: t('admin.contacts.form.addTitle') });
  await form.getByLabel(t('admin.contacts.field.name')).fill(secondName);
  await form.getByLabel(t('admin.contacts.field.email')).fill(`ivan.${word}@example.ru`);
  await form.getByLabel(t('admin.contacts.field.message')).fill('Repair of an S19');
  await form.getByRole('button', { name: t('admin.contacts.form.save') }).click();
  await expectToast(page, t('contact.admin.success.add'));
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await ana
    .getByRole('button', { name: t('admin.contacts.markProcessedLabel', { name: addName }) })
    .click();
  await expect(ana.getByText(t('admin.leads.status.processed'))).toBeVisible();
  const status = page.getByLabel(t('admin.leads.status.label'));
  await status.selectOption({ label: t('admin.leads.status.processed') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(ana).toBeVisible();
  await status.selectOption({ label: t('admin.leads.status.new') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await status.selectOption({ label: t('admin.leads.status.all') });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Advanced search: e-mail and machine count; then a date range of today only.
  await search.fill('');
  await page
    .getByRole('button', { name: t('admin.contacts.search.advancedButton', { count: 0 }) })
    .click();
  let advanced = page.getByRole('dialog', { name: t('admin.contacts.search.advanced') });
  await advanced.getByLabel(t('admin.contacts.field.email')).fill(word.toUpperCase());
  await advanced.getByLabel(t('admin.contacts.field.machineCount')).fill('3');
  await advanced.getByRole('button', { name: t('admin.contacts.search.submit') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: `${word} Old Lead` })).toBeVisible();

  await page
    .getByRole('button', { name: t('admin.contacts.search.advancedButton', { count: 2 }) })
    .click();
  advanced = page.getByRole('dialog', { name: t('admin.contacts.search.advanced') });
  await advanced.getByLabel(t('admin.contacts.field.machineCount')).fill('');
  await chooseToday(
    page,
    advanced.getByRole('button', { name: t('admin.contacts.search.startDate') }),
  );
  await chooseToday(
    page,
    advanced.getByRole('button', { name: t('admin.contacts.search.endDate') }),
  );
  await advanced.getByRole('button', { name: t('admin.contacts.search.submit') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: `${word} Old Lead` })).toHaveCount(0);

  // Bulk delete: nothing selected; cancelled; then the two of today.
  const bulk = page.getByRole('button', { name: t('admin.contacts.bulk.delete', { count: 0 }) });
  await bulk.click();
  await expectToast(page, t('admin.contacts.bulk.noneSelected'));
  for (const name of [addName, secondName]) {
    await list.getByRole('listitem', { name }).getByRole('checkbox').check();
  }
  const bulkTwo = page.getByRole('button', { name: t('admin.contacts.bulk.delete', { count: 2 }) });
  await bulkTwo.click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: t('admin.contacts.bulk.confirm', { count: 2 }) });
  await confirm.getByRole('button', { name: t('common.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await bulkTwo.click();
  await confirm.getByRole('button', { name: t('common.confirm') }).click();
  await expectToast(page, t('admin.contacts.bulk.done', { count: 2 }));
  await expect(list).toHaveCount(0);
  await expect(page.getByText(t('admin.contacts.empty'))).toBeVisible();

  // The old one, deleted on its own after a confirmation.
  await page
    .getByRole('button', { name: t('admin.contacts.search.advancedButton', { count: 3 }) })
    .click();
  advanced = page.getByRole('dialog', { name: t('admin.contacts.search.advanced') });
  await advanced.getByRole('button', { name: t('admin.filters.reset') }).click();
  await search.fill(word);
  // The reset showed every lead of the run; the search narrows it to this one after its
  // debounce. A click before that may land where the list is about to change.
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const oldCard = list.getByRole('listitem', { name: `${word} Old Lead` });
  await oldCard
    .getByRole('button', { name: t('admin.contacts.deleteLabel', { name: `${word} Old Lead` }) })
    .click();
  const deleteConfirm = page.getByRole('dialog').filter({
    hasText: t('admin.contacts.deleteConfirm', { name: `${word} Old Lead` }),
  });
  await deleteConfirm.getByRole('button', { name: t('common.confirm') }).click();
  await expectToast(page, t('contact.admin.success.delete'));
  await expect(page.getByText(t('admin.contacts.empty'))).toBeVisible();
});

test('a bulk delete the service refuses says 批量删除失败，请重试', async ({ page, request }) => {
  const word = uniqueWord('bulk');
  await request.post(`${API_URL}/api/contacts`, {
    data: { title: `${word} Kept`, email: `kept.${word}@example.com`, message: 'Kept' },
  });
  await openAsOperator(page, '/admin/contact');
  await page.getByRole('search').getByRole('searchbox').fill(word);
  const card = page.getByRole('listitem', { name: `${word} Kept` });
  await card.getByRole('checkbox').check();
  await page.route('**/api/contacts/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('button', { name: t('admin.contacts.bulk.delete', { count: 1 }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expectToast(page, t('admin.contacts.bulk.failed'));
  await expect(card).toBeVisible();
});
