import { expect, test } from '@playwright/test';
import { messages, minerCard, minerCards, chooseLocale } from './support/shop-site';

const t = messages('es');

test('en español: the shop, its failure text, a container quote and water cooling', async ({
  page,
}) => {
  await chooseLocale(page, 'es');

  // The shop's failure reads as the spec writes it in Spanish, and the retry recovers.
  await page.route('**/api/products?*', (route) => route.abort());
  await page.goto('/shop?algorithm=X11');
  await expect(page.getByText('Error al obtener datos')).toBeVisible();
  await page.unroute('**/api/products?*');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(minerCards(page)).toHaveCount(1);
  const dash = minerCard(page, 'D9 1770G');
  await expect(dash.getByText('1,77 TH/s')).toBeVisible();
  await expect(dash.getByRole('button', { name: 'Comprar' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('shop.filters.button', { count: 1 }) }),
  ).toBeVisible();

  // Containers: the two models, the six options in EUR, and a total.
  await page.goto('/container');
  await expect(page.getByRole('heading', { level: 1, name: t('route.container') })).toBeVisible();
  const small = page.getByRole('article', { name: /20 pies/ });
  const large = page.getByRole('article', { name: /40 pies/ });
  const eur = (value: number) =>
    t.intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  await expect(small.getByText('162', { exact: true })).toBeVisible();
  await expect(large.getByText('324', { exact: true })).toBeVisible();
  await expect(small.getByText(eur(32999)).first()).toBeVisible();
  await expect(large.getByText(eur(63998)).first()).toBeVisible();
  for (const price of [400, 4000, 15000, 2200, 1200, 800]) {
    await expect(small.getByText(eur(price), { exact: true })).toBeVisible();
  }
  await expect(
    small.getByText(t('shop.container.powerValue', { kw: 600, volts: 400, phases: 3 })),
  ).toBeVisible();
  await small.getByLabel('Extinción automática de incendios').check();
  await expect(page.getByTestId('container-20ft-total')).toHaveText(eur(34199));
  await small.getByRole('button', { name: t('shop.container.quote') }).click();
  const quote = page.getByRole('region', { name: t('shop.container.quoteTitle') });
  await expect(quote.getByLabel(t('shop.consult.message'))).toHaveValue(/Extinción automática/);
  await expect(
    page.getByRole('table', { name: t('shop.container.example.title') }).getByRole('row'),
  ).toHaveCount(4);

  // Water cooling: the site's requirements and a quote for a product.
  await page.goto('/cooling');
  await expect(page.getByText(t('shop.cooling.requirement.power'))).toBeVisible();
  await expect(page.getByText(t('shop.cooling.requirement.chiller'))).toBeVisible();
  const chiller = page.getByRole('article', { name: 'Enfriadora 300 kW' });
  await chiller.getByRole('button', { name: t('shop.cooling.quote') }).click();
  const form = page.getByRole('region', { name: t('shop.cooling.quoteTitle') });
  await expect(form.getByLabel(t('shop.consult.message'))).toHaveValue(/Enfriadora 300 kW/);
});
