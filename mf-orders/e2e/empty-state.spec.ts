import { expect, test, type Locator } from '@playwright/test';
import { messages, chooseLocale } from './support/orders-site';

/** Where a text is and how it is drawn: what a visitor would see move or change. */
async function looks(text: Locator) {
  return text.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height, fontSize: getComputedStyle(node).fontSize };
  });
}

// The empty state's picture (antd-mobile's ErrorBlock's, an SVG image) loads when shown; its
// texts show at once. On a slow phone the picture comes later: its texts must already look as
// they will, in the place they will keep, so nothing flashes large or jumps when it comes.
test('My Orders’ empty state shows its texts as they stay while its picture loads (en)', async ({
  page,
}) => {
  const t = messages('en');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/empty.*.svg', async (route) => {
    await held;
    await route.continue();
  });
  await chooseLocale(page, 'en');
  await page.goto('/my-orders');

  const subtitle = page.getByText(t('orders.myOrders.emptyHint'));
  await expect(subtitle).toBeVisible();
  const picture = page.locator('.adm-error-block-image img');
  const drawn = () =>
    picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  expect(await drawn()).toBe(0);
  const before = await looks(subtitle);

  release();
  await expect.poll(drawn).toBeGreaterThan(0);
  await expect(picture).toBeVisible();
  expect(await looks(subtitle)).toEqual(before);
});
