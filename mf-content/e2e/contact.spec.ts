import { expect, test } from '@playwright/test';
import { contactsAsAdmin, messages, pageHeading, chooseLocale } from './support/content-site';

// In Spanish: a visitor forgets a field, then sends the form; the admin finds the lead.
test('the contact form asks for a missing field, then sends a new lead (es)', async ({
  page,
  request,
}) => {
  const t = messages('es');
  const email = `lucia.${Date.now()}@example.es`;
  await chooseLocale(page, 'es');
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/contacts')) posts.push(req.url());
  });

  await page.goto('/contact');
  await expect(pageHeading(page, t('route.contact'))).toBeVisible();
  await page.getByLabel(t('content.contact.form.firstName')).fill('Lucía');
  await page.getByLabel(t('content.contact.form.email')).fill(email);
  await page.getByLabel(t('content.contact.form.machineCount')).fill('20');
  await page.getByRole('option', { name: 'YouTube' }).click();
  await page.getByLabel(t('content.contact.form.message')).fill('Quiero alojar 20 equipos.');
  const send = page.getByRole('button', { name: t('content.contact.form.submit') });
  await send.click();

  // The phone is missing: said under it, and nothing is sent.
  await expect(page.getByText(t('content.contact.form.required'))).toHaveCount(1);
  expect(posts).toEqual([]);

  await page.getByLabel(t('content.contact.form.phone')).fill('+34 600 123 456');
  await send.click();
  await expect(page.getByRole('status').getByText(t('content.contact.form.sent'))).toBeVisible();
  expect(posts).toHaveLength(1);

  const lead = (await contactsAsAdmin(request)).find((contact) => contact.email === email);
  expect(lead).toMatchObject({
    title: 'Lucía',
    email,
    phone: '+34 600 123 456',
    machineCount: '20',
    source: 'YouTube',
    topic: 'other',
    message: 'Quiero alojar 20 equipos.',
    status: 'new',
  });
  expect(Date.now() - Date.parse(lead!.createdAt)).toBeLessThan(10 * 60_000);

  // The page also lists the other ways to reach us and the FAQ.
  await expect(
    page.getByRole('heading', { name: t('content.contact.options.title') }),
  ).toBeVisible();
  await page.getByText(t('content.contact.faq.delivery.q')).click();
  await expect(page.getByText(t('content.contact.faq.delivery.a'))).toBeVisible();
});

test('every field is required, and a failed send says so and keeps the answers', async ({
  page,
}) => {
  const t = messages('zh');
  await page.route('**/api/contacts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { error: 'down', message: 'down', code: 'down' } })
      : route.fallback(),
  );
  await page.goto('/contact');
  const send = page.getByRole('button', { name: t('content.contact.form.submit') });
  await send.click();
  await expect(page.getByText(t('content.contact.form.required'))).toHaveCount(6);

  await page.getByLabel(t('content.contact.form.firstName')).fill('李');
  await page.getByLabel(t('content.contact.form.email')).fill('li@example.cn');
  await page.getByLabel(t('content.contact.form.phone')).fill('13800000000');
  await page.getByLabel(t('content.contact.form.machineCount')).fill('100');
  await page.getByRole('option', { name: t('content.contact.source.wechat') }).click();
  await page.getByLabel(t('content.contact.form.message')).fill('我想托管 100 台矿机');
  await send.click();

  await expect(page.getByRole('alert')).toHaveText(t('content.contact.form.sendError'));
  await expect(page.getByLabel(t('content.contact.form.email'))).toHaveValue('li@example.cn');
});
