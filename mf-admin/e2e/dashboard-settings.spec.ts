import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  expectToast,
  messages,
  openAsOperator,
  sendPowerConsultations,
} from './support/admin-site';

// The admin's home and the settings page, in English: a new power consultation is counted on
// the dashboard, and its count opens the list filtered to the new ones; a changed setting is
// saved and shows in the page's audit trail (the test site's payment account comes from the
// environment, so it is read-only).
test('the operator follows a dashboard count to the filtered list (en)', async ({
  page,
  request,
}) => {
  const t = messages('en');
  const word = await sendPowerConsultations(request, 'dash', [['Anna', 'A 2 MW gas site.']]);
  await openAsOperator(page, '/admin', 'en');

  const count = page.getByTestId('dashboard-newConsultations');
  await expect(count).toHaveAccessibleName(
    new RegExp(`^${t('admin.dashboard.newConsultations')}: [1-9]`),
  );
  await count.click();

  await expect(page).toHaveURL(/\/admin\/power-contacts\?status=new$/);
  await expect(page.getByLabel(t('admin.leads.status.label'))).toHaveValue('new');
  const search = page.getByRole('search', { name: t('admin.power.search.label') });
  await search.getByRole('searchbox').fill(word);
  const list = page.getByRole('list', { name: t('admin.power.list.label') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('the operator changes a setting and sees its audit entry (en)', async ({ page }) => {
  const t = messages('en');
  await openAsOperator(page, '/admin/settings', 'en');

  await expect(page.getByLabel(t('admin.settings.address'))).toBeDisabled();
  await expect(page.getByText(t('admin.settings.fromEnv')).first()).toBeVisible();
  const window = page.getByLabel(t('admin.settings.windowSeconds'));
  await expect(window).toBeEnabled();
  // A value other than the one shown, so that each save makes a change. The form is made anew
  // from the settings read again after a save: the next change waits for that read.
  const saveAnother = async () => {
    const value = (await window.inputValue()) === '61' ? '62' : '61';
    await window.fill(value);
    const readAgain = page.waitForResponse(
      (reply) =>
        reply.request().method() === 'GET' &&
        new URL(reply.url()).pathname === '/api/admin/settings',
    );
    await page.getByRole('button', { name: t('admin.settings.save') }).click();
    await expectToast(page, t('admin.settings.saved'));
    await readAgain;
    return value;
  };
  const next = await saveAnother();

  const trail = page.getByTestId('audit-trail');
  await trail.scrollIntoViewIfNeeded();
  const entry = trail
    .getByRole('listitem')
    .filter({ hasText: 'publicWrites.windowSeconds' })
    .first();
  await expect(entry).toContainText(`→ ${next}`);
  await expect(entry).toContainText(t('admin.audit.by', { actor: 'admin' }));

  // Saved again until the trail outgrows its box: it scrolls inside, a region named by its
  // title that a keyboard reaches (axe: scrollable-region-focusable).
  const box = trail.getByRole('region', { name: t('admin.audit.title') });
  for (let save = 0; save < 5; save += 1) {
    await expect(entry).toContainText(`→ ${await saveAnother()}`);
  }
  await expect.poll(() => box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await box.focus();
  await expect(box).toBeFocused();
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="audit-trail"]')
    .withRules(['scrollable-region-focusable'])
    .analyze();
  expect(axe.violations).toEqual([]);
});
