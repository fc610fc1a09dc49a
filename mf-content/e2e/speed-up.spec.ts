import { expect, test } from '@playwright/test';
import { messages, pageHeading } from './support/content-site';

const t = messages('zh');

test('the speed-up programme opens each of its four services in a popup', async ({ page }) => {
  await page.goto('/speed-up');
  await expect(pageHeading(page, t('route.speedUp'))).toBeVisible();
  for (const id of ['procurement', 'operations', 'energy', 'monetisation']) {
    const title = t(`content.speedUp.${id}.title`);
    await page
      .getByRole('listitem', { name: title })
      .getByRole('button', { name: t('content.speedUp.details') })
      .click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(t(`content.speedUp.${id}.point1`))).toBeVisible();
    await popup.getByRole('button', { name: t('content.common.close') }).click();
    await expect(popup).toBeHidden();
  }

  // A popup leads to the contact form.
  await page
    .getByRole('listitem', { name: t('content.speedUp.energy.title') })
    .getByRole('button', { name: t('content.speedUp.details') })
    .click();
  await page
    .getByRole('dialog', { name: t('content.speedUp.energy.title') })
    .getByRole('button', { name: t('content.common.contactUs') })
    .click();
  await expect(page).toHaveURL('/contact');
});
