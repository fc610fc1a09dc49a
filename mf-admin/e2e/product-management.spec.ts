import { expect, test } from '@playwright/test';
import {
  API_URL,
  expectToast,
  messages,
  openAsOperator,
  pngImage,
  uniqueWord,
} from './support/admin-site';

const t = messages('zh');

// The catalog from the operator's side: add a miner (every field checked), see it in the
// shop, change its price and see the shop follow without a deploy, then delete it while an
// order still names it.
test('add a miner, change its price on the shop, delete it with an order still readable', async ({
  page,
  request,
}) => {
  const word = uniqueWord('S21-');
  const names = {
    zh: `${word} 矿机`,
    en: `${word} Miner`,
    es: `${word} Minero`,
    ru: `${word} Майнер`,
  };
  await openAsOperator(page, '/product-management');

  await page.getByRole('button', { name: t('admin.products.add') }).click();
  const form = page.getByRole('dialog', { name: t('admin.products.form.addTitle') });
  const save = form.getByRole('button', { name: t('admin.products.form.save') });
  await save.click();
  await expectToast(page, t('admin.products.form.incomplete'));
  await expect(form.getByText(t('admin.form.required')).first()).toBeVisible();

  const language = (l: 'zh' | 'en' | 'es' | 'ru') => t(`admin.products.language.${l}`);
  for (const l of ['zh', 'en', 'es', 'ru'] as const) {
    await form.getByLabel(t('admin.products.form.name', { language: language(l) })).fill(names[l]);
    await form
      .getByLabel(t('admin.products.form.description', { language: language(l) }))
      .fill(`${names[l]}: 200 TH/s, 17.5 J/T`);
  }
  await form.getByLabel(t('admin.products.form.price')).fill('12345');
  await form.getByRole('option', { name: 'CNY', exact: true }).click();
  const spec = (key: string) => form.getByLabel(t(`admin.products.spec.${key}`));
  await spec('hashrateTh').fill('abc');
  await expect(form.getByText(t('admin.form.number'))).toBeVisible();
  await spec('hashrateTh').fill('0');
  await expect(form.getByText(t('admin.form.positive'))).toBeVisible();
  await spec('hashrateTh').fill('200');
  await spec('powerW').fill('3500');
  await spec('chip').fill('5 nm');
  await spec('size').fill('400 × 195 × 290 mm');
  await spec('weightKg').fill('16.2');
  await spec('noiseDb').fill('75');
  await spec('efficiencyJPerTh').fill('17.5');
  await spec('code').fill(word);
  await spec('warrantyMonths').fill('1.5');
  await expect(form.getByText(t('admin.form.integer'))).toBeVisible();
  await spec('warrantyMonths').fill('12');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'miner.png',
    mimeType: 'image/png',
    buffer: pngImage(48, [40, 40, 40]),
  });
  await expectToast(page, t('admin.upload.done'));
  await save.click();
  await expectToast(page, t('admin.products.success.add'));
  await expect(form).toBeHidden();

  await page.getByRole('search').getByRole('searchbox').fill(word.toLowerCase());
  const card = page.getByRole('listitem', { name: names.zh });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('product-price')).toContainText('12,345');
  const id = (await card.getByTestId('product-id').textContent())!;

  // The shop lists it at that price.
  await page.goto(`/shop?q=${encodeURIComponent(word)}`);
  const shopCard = page.getByRole('article', { name: names.zh });
  await expect(shopCard).toContainText('12,345');

  // A new price, from the edit form; the shop and the product page follow on their next load.
  await page.goto('/product-management');
  await page.getByRole('search').getByRole('searchbox').fill(word);
  await card
    .getByRole('button', { name: t('admin.products.editLabel', { name: names.zh }) })
    .click();
  const edit = page.getByRole('dialog', { name: t('admin.products.form.editTitle') });
  await expect(edit.getByLabel(t('admin.products.spec.code'))).toHaveValue(word);
  await edit.getByLabel(t('admin.products.form.price')).fill('23456');
  await edit.getByRole('button', { name: t('admin.products.form.save') }).click();
  await expectToast(page, t('admin.products.success.update'));
  await expect(card.getByTestId('product-price')).toContainText('23,456');
  const stored = await (await request.get(`${API_URL}/api/products/${id}`)).json();
  expect(stored).toMatchObject({
    price: 23456,
    currency: 'CNY',
    specs: { hashrateTh: 200, code: word },
  });
  expect(stored.images).toHaveLength(1);

  await page.goto(`/shop?q=${encodeURIComponent(word)}`);
  await expect(shopCard).toContainText('23,456');
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { name: names.zh }).first()).toBeVisible();
  await expect(page.getByText(/23,456/).first()).toBeVisible();

  // An order that names the product stays readable after the product is deleted.
  const placed = await request.post(`${API_URL}/api/orders`, {
    data: {
      choice: { kind: 'machine', productId: id, quantity: 1 },
      deliveryAddress: 'warehouse: Shenzhen',
      status: 'pending',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  await page.goto('/product-management');
  await page.getByRole('search').getByRole('searchbox').fill(word);
  await card
    .getByRole('button', { name: t('admin.products.deleteLabel', { name: names.zh }) })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: t('admin.products.deleteConfirm', { name: names.zh }) })
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expectToast(page, t('admin.products.success.delete'));
  await expect(card).toHaveCount(0);
  expect((await request.get(`${API_URL}/api/products/${id}`)).status()).toBe(404);
  const order = await request.get(`${API_URL}/api/orders/${orderId}`);
  expect(order.status()).toBe(200);
  // The order keeps the product's names from when it was placed.
  expect((await order.json()).product.name).toEqual(names);
  await page.goto(`/order-detail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: names.zh })).toBeVisible();
});

test('the catalog lists each kind, with percentage sold for cloud packages', async ({ page }) => {
  await openAsOperator(page, '/product-management');
  await page.getByRole('tab', { name: t('admin.products.category.cloudPackage') }).click();
  const list = page.getByRole('list', { name: t('admin.products.list.label') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('%');
  await list.getByRole('listitem').first().getByRole('button', { name: /^编辑/ }).click();
  const edit = page.getByRole('dialog', { name: t('admin.products.form.editTitle') });
  await expect(edit.getByLabel(t('admin.products.spec.percentSold'))).not.toHaveValue('');
  await expect(edit.getByRole('switch', { name: t('admin.products.form.soldOut') })).toBeVisible();
  await edit.getByLabel(t('admin.products.spec.percentSold')).fill('101');
  await expect(edit.getByText(t('admin.form.max', { max: 100 }))).toBeVisible();
});
