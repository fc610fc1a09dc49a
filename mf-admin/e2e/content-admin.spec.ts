import { expect, test, type Locator } from '@playwright/test';
import { siteAddresses } from '../../tooling/launcher/site-ports.mjs';
import {
  API_URL,
  adminRequest,
  expectToast,
  messages,
  openAsOperator,
  uniqueWord,
  type Locale,
} from './support/admin-site';

// The operator's content: edited in the admin, seen on the public pages at
// their next load, with no deploy.

const LOCALES = ['zh', 'en', 'es', 'ru'] as const;
/** The service refuses cookie-carrying writes without the site's Origin (CSRF). */
const SITE = { headers: { origin: siteAddresses().site } };

/** Fills a four-language field of the content form. */
async function fillLocalized(
  form: Locator,
  t: ReturnType<typeof messages>,
  field: string,
  texts: Record<Locale, string>,
) {
  for (const l of LOCALES) {
    const label = t('admin.content.form.inLanguage', {
      field: t(field),
      language: t(`admin.products.language.${l}`),
    });
    await form.getByLabel(label).fill(texts[l]);
  }
}

const inEvery = (word: string) => ({
  zh: `${word} 新闻`,
  en: `${word} news`,
  es: `${word} noticia`,
  ru: `${word} новость`,
});

test('the operator adds and edits a news item and a job, and sees both on the public pages', async ({
  page,
  request,
}) => {
  const t = messages('zh');
  const word = uniqueWord('N');
  await openAsOperator(page, '/admin/news');

  await page.getByRole('button', { name: t('admin.content.add'), exact: true }).click();
  const form = page.getByRole('dialog', { name: t('admin.content.form.addTitle') });
  const save = form.getByRole('button', { name: t('admin.content.form.save') });
  // Each text is required in the four languages.
  await save.click();
  await expectToast(page, t('admin.content.form.incomplete'));
  await expect(form.getByText(t('admin.form.required')).first()).toBeVisible();

  await fillLocalized(form, t, 'admin.content.field.news.title', inEvery(word));
  await fillLocalized(form, t, 'admin.content.field.news.description', inEvery(`${word} text`));
  await form.getByRole('option', { name: t('admin.content.choice.category.energy') }).click();
  await form.getByLabel(t('admin.content.field.news.date')).fill('2030-01-15');
  await form.getByRole('switch', { name: t('admin.content.form.published') }).click();
  await save.click();
  await expectToast(page, t('admin.content.success.add'));
  const card = page.getByRole('listitem', { name: `${word} 新闻` });
  await expect(card.getByText(t('admin.content.published'))).toBeVisible();

  await page.goto('/power');
  await expect(page.getByRole('article', { name: `${word} 新闻` })).toBeVisible();

  // The edit shows at the next load of the public page.
  await page.goto('/admin/news');
  await page
    .getByRole('button', { name: t('admin.content.editLabel', { name: `${word} 新闻` }) })
    .click();
  const edit = page.getByRole('dialog', { name: t('admin.content.form.editTitle') });
  await expect(edit.getByTestId('audit-trail')).toBeAttached();
  await edit
    .getByLabel(
      t('admin.content.form.inLanguage', {
        field: t('admin.content.field.news.title'),
        language: t('admin.products.language.zh'),
      }),
    )
    .fill(`${word} 更正`);
  await edit.getByRole('button', { name: t('admin.content.form.save') }).click();
  await expectToast(page, t('admin.content.success.update'));
  await page.goto('/power');
  await expect(page.getByRole('article', { name: `${word} 更正` })).toBeVisible();
  await expect(page.getByRole('article', { name: `${word} 新闻` })).toHaveCount(0);

  // A job the operator prepared unpublished: edited and published, it shows on /recruitment.
  const api = await adminRequest(request);
  const text = (s: string) => ({ zh: s, en: s, es: s, ru: s });
  const draft = await api.post(`${API_URL}/api/admin/content/jobs`, {
    ...SITE,
    data: {
      published: false,
      order: 1,
      department: 'operations',
      location: 'remote',
      title: text(`${word} draft`),
      summary: text(`${word} summary`),
    },
  });
  expect(draft.status()).toBe(201);
  await page.goto('/recruitment');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: `${word} draft` })).toHaveCount(0);

  await page.goto('/admin/jobs');
  await page
    .getByRole('button', { name: t('admin.content.editLabel', { name: `${word} draft` }) })
    .click();
  const job = page.getByRole('dialog', { name: t('admin.content.form.editTitle') });
  await job
    .getByLabel(
      t('admin.content.form.inLanguage', {
        field: t('admin.content.field.jobs.title'),
        language: t('admin.products.language.zh'),
      }),
    )
    .fill(`${word} 夜班主管`);
  await job.getByRole('option', { name: t('admin.content.choice.location.calgary') }).click();
  await job.getByRole('switch', { name: t('admin.content.form.published') }).click();
  await job.getByRole('button', { name: t('admin.content.form.save') }).click();
  await expectToast(page, t('admin.content.success.update'));

  await page.goto('/recruitment');
  const posted = page.getByRole('article', { name: `${word} 夜班主管` });
  await expect(posted).toBeVisible();
  await expect(posted.getByText(t('admin.content.choice.location.calgary'))).toBeVisible();
});

test('in Russian, the operator changes the contact phone and sees it on /contact', async ({
  page,
  request,
}) => {
  const t = messages('ru');
  const api = await adminRequest(request);
  const path = `${API_URL}/api/admin/content/contact-details`;
  const all = (await (await api.get(path)).json()) as { items: Record<string, unknown>[] };
  const { id: _id, updatedAt: _u, ...seeded } = all.items.find((i) => i.id === 'phone')!;
  const phone = `+7 3952 ${String(Date.now()).slice(-6)}`;
  try {
    await openAsOperator(page, '/admin/contact-details', 'ru');
    const label = (seeded.label as Record<Locale, string>).ru;
    await page.getByRole('button', { name: t('admin.content.editLabel', { name: label }) }).click();
    const form = page.getByRole('dialog', { name: t('admin.content.form.editTitle') });
    const href = form.getByLabel(t('admin.content.field.contact-details.href'));
    await href.fill('555');
    await expect(form.getByText(t('admin.form.invalid'))).toBeVisible();
    await form.getByLabel(t('admin.content.field.contact-details.value')).fill(phone);
    await href.fill(`tel:${phone.replaceAll(' ', '')}`);
    await form.getByRole('button', { name: t('admin.content.form.save') }).click();
    await expectToast(page, t('admin.content.success.update'));

    await page.goto('/contact');
    const link = page.getByRole('link', { name: phone });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `tel:${phone.replaceAll(' ', '')}`);
    await expect(page.getByText('+1 403 555 0182')).toHaveCount(0);
  } finally {
    // The seeded phone again, for the journeys that read /contact.
    expect((await api.put(`${path}/phone`, { ...SITE, data: seeded })).status()).toBe(200);
  }
});
