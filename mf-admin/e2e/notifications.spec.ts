import { expect, test } from '@playwright/test';
import { messages, openAsOperator, sendPowerConsultations } from './support/admin-site';

// The e-mail queue in the admin, in English: a new power consultation queues a message for the
// operator; the list shows it, and its status filter lives in the address (the dashboard links
// to /admin/notifications?status=failed).
test('the operator sees the queued e-mails and filters them by status (en)', async ({
  page,
  request,
}) => {
  const t = messages('en');
  await sendPowerConsultations(request, 'mail', [['Mila', 'A 1 MW site.']]);
  await openAsOperator(page, '/admin/notifications', 'en');

  const list = page.getByRole('list', { name: t('admin.notifications.list.label') });
  const row = list
    .getByRole('listitem', { name: t('admin.notifications.event.powerConsultationCreated') })
    .first();
  await expect(row).toBeVisible();

  const filter = page.getByLabel(t('admin.leads.status.label'));
  await filter.selectOption('failed');
  await expect(page).toHaveURL(/\/admin\/notifications\?status=failed$/);
  await page.goto('/admin/notifications?status=held');
  await expect(page.getByLabel(t('admin.leads.status.label'))).toHaveValue('held');
  // The test site has SMTP_URL and NOTIFY_EMAIL: nothing is held.
  await expect(page.getByText(t('admin.notifications.empty'))).toBeVisible();
});
