import { expect, test } from '@playwright/test';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { messages, openAsOperator, uniqueWord } from './support/admin-site';

const t = messages('zh');
/** The visitor's page words (the content remote's catalog among the site's). */
const v = siteMessages('zh');

// The repair page's call to action opens the form with its topic chosen; the
// visitor writes a message (counted as typed) and the operator reads both in the lead list.
test('a lead sent from the repair page carries its topic and message to the operator', async ({
  page,
}) => {
  const word = uniqueWord('repair');
  const message = `${word}: two hashboards of my S19 stopped hashing.`;

  await page.goto('/repair');
  await page.getByRole('link', { name: v('content.repair.book') }).click();
  await expect(page).toHaveURL(/\/contact\?topic=repair$/);
  const topic = page.getByRole('option', { name: v('content.contact.topic.repair') });
  await expect(topic).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel(v('content.contact.form.firstName')).fill(`${word} Wang`);
  await page.getByLabel(v('content.contact.form.email')).fill(`${word}@example.cn`);
  await page.getByLabel(v('content.contact.form.phone')).fill('13800000000');
  await page.getByLabel(v('content.contact.form.machineCount')).fill('2');
  await page.getByRole('option', { name: v('content.contact.source.wechat') }).click();
  await page.getByLabel(v('content.contact.form.message')).fill(message);
  await expect(page.getByText(`${message.length}/2000`)).toBeVisible();
  await page.getByRole('button', { name: v('content.contact.form.submit') }).click();
  await expect(page.getByRole('status').getByText(v('content.contact.form.sent'))).toBeVisible();

  await openAsOperator(page, '/admin/contact');
  await page.getByLabel(t('admin.contacts.topic.label')).selectOption({
    label: t('admin.contacts.topic.repair'),
  });
  await page.getByRole('search').getByRole('searchbox').fill(word);
  const lead = page
    .getByRole('list', { name: t('admin.contacts.list.label') })
    .getByRole('listitem', { name: `${word} Wang` });
  await expect(lead).toBeVisible();
  await expect(lead.getByText(t('admin.contacts.topic.repair'))).toBeVisible();
  await expect(lead.getByText(message)).toBeVisible();
});
