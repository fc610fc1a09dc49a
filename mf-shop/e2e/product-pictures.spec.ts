import { expect, test, type Locator, type Page } from '@playwright/test';
import { minerCard, chooseLocale } from './support/shop-site';

/** The file the browser chose for a picture, once it has loaded. */
async function chosenFile(picture: Locator): Promise<string> {
  await expect(picture).toHaveJSProperty('complete', true);
  return picture.evaluate((img: HTMLImageElement) => img.currentSrc);
}

/** That file's width in pixels (its `naturalWidth` is divided by the density srcset gave it). */
function fileWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(
    async (address) => (await createImageBitmap(await (await fetch(address)).blob())).width,
    url,
  );
}

test('a phone loads each picture in the width its box needs, and the first cards’ only once', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads/')) pictures.push(request.url());
  });
  await chooseLocale(page, 'en');
  await page.goto('/shop');

  // A card's picture is 120 px wide: on this 2× phone, the service's 240 px copy, not the
  // 640 px original.
  const card = await chosenFile(minerCard(page, 'S19 XP 141T').locator('img'));
  expect(card).toMatch(/\/api\/uploads\/seed-[a-z0-9-]+\.webp\?w=240$/);
  // The first screen's pictures are asked for before the list renders (the boot script's
  // preload), with the same choice of file: one download each.
  expect(pictures.filter((url) => url === card)).toHaveLength(1);
  expect(pictures.filter((url) => url === card.replace(/\?w=240$/, ''))).toEqual([]);
  expect(await fileWidth(page, card)).toBe(240);

  // A picture across the page (390 px at 2×) takes the 960 px copy: the 640 px original,
  // never enlarged.
  await minerCard(page, 'S19 XP 141T').getByRole('link').last().click();
  const hero = await chosenFile(page.locator('img.shop-hero'));
  expect(hero).toMatch(/\?w=960$/);
  expect(await fileWidth(page, hero)).toBe(640);
});
