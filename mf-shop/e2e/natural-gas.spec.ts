import { expect, test } from '@playwright/test';
import { API_URL, messages, chooseLocale } from './support/shop-site';

const t = messages('zh');
const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  password: process.env.ADMIN_PASSWORD ?? 'admin123',
};

test('natural gas power: grouped specifications, key figures and the news in two layouts', async ({
  page,
}) => {
  await chooseLocale(page, 'zh');
  await page.goto('/natural-power');
  await expect(
    page.getByRole('heading', { level: 1, name: t('route.naturalPower') }),
  ).toBeVisible();
  for (const id of [
    'shop.gas.figure.cost',
    'shop.gas.figure.maintenance',
    'shop.gas.figure.life',
    'shop.gas.figure.standardSet',
    'shop.gas.figure.custom',
    'shop.gas.figure.certified',
  ]) {
    await expect(page.getByText(t(id), { exact: true })).toBeVisible();
  }

  // The AP-250N with its four groups and the spec's figures.
  const generator = page.getByRole('article', { name: /AP-250N/ }).first();
  for (const group of ['basic', 'engine', 'generatorSet', 'generator']) {
    await expect(
      generator.getByRole('heading', {
        level: 3,
        name: t(`shop.gas.group.${group}`),
        exact: true,
      }),
    ).toBeVisible();
  }
  for (const value of [
    '250 kW',
    '300 kW',
    '50 / 60 Hz',
    '400 V / 480 V',
    'UL, CSA, ETL',
    '2 / 5000',
    '< 2000',
  ]) {
    await expect(
      generator.getByRole('definition').filter({ hasText: value }).first(),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('article', { name: /AP-50F/ }).getByText('140', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: /AP-50Hyd/ }).getByText('96', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: /500 kW/ }).getByText('> 20,000 kW'),
  ).toBeVisible();

  // News: a carousel, or a grid.
  const layout = page.getByRole('group', { name: t('shop.gas.news.layout') });
  const carousel = layout.getByRole('button', { name: t('shop.gas.news.carousel') });
  const grid = layout.getByRole('button', { name: t('shop.gas.news.grid') });
  await expect(carousel).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('news-carousel')).toBeVisible();
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('news-carousel')).toHaveCount(0);
  await expect(page.getByTestId('news-grid').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText(t('shop.gas.news.certified.title'))).toBeVisible();
  await carousel.click();
  await expect(page.getByTestId('news-carousel')).toBeVisible();

  // The FAQ.
  await page.getByText(t('shop.gas.faq.warranty.q')).click();
  await expect(page.getByText(t('shop.gas.faq.warranty.a'))).toBeVisible();
});

test('the natural gas form prompts for each missing field, then sends a consultation', async ({
  page,
  request,
}) => {
  await chooseLocale(page, 'zh');
  await page.goto('/natural-power');
  const form = page.getByRole('region', { name: t('shop.gas.contact.title') });
  const send = form.getByRole('button', { name: t('shop.consult.submit') });
  const prompt = (field: string) => form.getByText(t(`shop.consult.required.${field}`));
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/power-consultations')) posts++;
  });

  await send.click();
  for (const field of ['name', 'email', 'message']) await expect(prompt(field)).toBeVisible();

  const name = `燃气客户 ${Date.now()}`;
  await form.getByLabel(t('shop.consult.name')).fill(name);
  await send.click();
  await expect(prompt('name')).toHaveCount(0);
  await expect(prompt('email')).toBeVisible();
  await expect(prompt('message')).toBeVisible();

  await form.getByLabel(t('shop.consult.email')).fill('gas@example.com');
  await send.click();
  await expect(prompt('email')).toHaveCount(0);
  await expect(prompt('message')).toBeVisible();
  await expect(form.getByLabel(t('shop.consult.message'))).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  await form.getByLabel(t('shop.consult.message')).fill('需要 2 MW 井口气发电方案，地点阿尔伯塔');
  await send.click();
  await expect(form.getByRole('status')).toHaveText(t('shop.consult.sent'));
  await expect(form.getByLabel(t('shop.consult.name'))).toHaveValue('');
  expect(posts).toBe(1);

  // The operator finds it, new, with the server's time.
  const login = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  expect(login.ok()).toBe(true);
  const list = (await (await request.get(`${API_URL}/api/power-consultations`)).json()) as {
    name: string;
    email: string;
    message: string;
    status: string;
    createdAt: string;
  }[];
  expect(list.find((item) => item.name === name)).toMatchObject({
    email: 'gas@example.com',
    message: '需要 2 MW 井口气发电方案，地点阿尔伯塔',
    status: 'new',
  });
});

test('a consultation the service refuses shows the send error and keeps the text', async ({
  page,
}) => {
  await chooseLocale(page, 'zh');
  await page.route('**/api/power-consultations', (route) =>
    route.fulfill({ status: 503, json: { error: 'down', message: 'down' } }),
  );
  await page.goto('/natural-power');
  const form = page.getByRole('region', { name: t('shop.gas.contact.title') });
  await form.getByLabel(t('shop.consult.name')).fill('Ana');
  await form.getByLabel(t('shop.consult.email')).fill('ana@example.com');
  await form.getByLabel(t('shop.consult.message')).fill('500 kW set');
  await form.getByRole('button', { name: t('shop.consult.submit') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('shop.consult.sendError'));
  await expect(form.getByLabel(t('shop.consult.message'))).toHaveValue('500 kW set');
});
