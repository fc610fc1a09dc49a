/**
 * The boot script in the HTML is a head start, never a dependency: whichever step it stops at
 * (its file missing, or a throw at any of its steps), the page still opens in the visitor's
 * language with its tab, and never shows the "unavailable" fallback. Each fault is made by
 * breaking, for the boot script only, the one browser call that step makes.
 */
import { expect, test, type Page } from '@playwright/test';
import { tabLabel } from '../test/site-tabs';
import { messages, siteText } from './support/shell-page';
import { chooseLocale } from '@minesite/shared/testing/site-locale';

const en = messages.en;

/** Init scripts that make one step of the boot script throw (each once, for the boot only). */
const FAULTS: Record<string, () => void> = {
  // Installing the hand-off for the app.
  handoff: () => {
    Object.defineProperty(window, '__minesiteFirstPaint', {
      configurable: true,
      set() {
        throw new Error('boot fault: handoff');
      },
    });
  },
  // Showing the stored language on the first paint.
  language: () => {
    const all = Element.prototype.querySelectorAll;
    Element.prototype.querySelectorAll = function (this: Element, selector: string) {
      if (selector.includes('data-fp-')) throw new Error('boot fault: language');
      return all.call(this, selector);
    } as typeof all;
  },
  // Asking for the site config, then the registries, then the page's manifest: the first
  // request of each kind (the boot script's) throws.
  ...Object.fromEntries(
    [
      ['config', 'site-config.json'],
      ['registries', 'pages.json'],
      ['manifest', 'mf-manifest.json'],
    ].map(([step, file]) => [
      step,
      new Function(`
        const original = window.fetch;
        let thrown = false;
        window.fetch = function (input, init) {
          if (!thrown && String(input).endsWith('/${file}')) {
            thrown = true;
            throw new Error('boot fault: ${step}');
          }
          return original.call(this, input, init);
        };
      `) as () => void,
    ]),
  ),
  // Preloading the page's code from its remote. Scripts only: the pictures of the page's first
  // service answer are preloaded too, from a side chain that may run first and swallows its own
  // errors, so a fault there would never reach this step.
  preload: () => {
    const append = Node.prototype.appendChild;
    let thrown = false;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (
        !thrown &&
        node instanceof HTMLLinkElement &&
        node.rel === 'preload' &&
        node.as === 'script' &&
        !node.href.startsWith(location.origin)
      ) {
        thrown = true;
        throw new Error('boot fault: preload');
      }
      return append.call(this, node) as T;
    };
  },
};

async function expectShopOpens(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.en('route.shop') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(siteText.en('route.shop'));
  const nav = page.getByRole('navigation', { name: en['shell.nav.label'] });
  await expect(nav.getByRole('button', { name: tabLabel('product', 'en') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await chooseLocale(page, 'en');
});

test('without the boot script (its file missing) the site opens as usual', async ({ page }) => {
  await page.route(/\/boot\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404 }));
  await page.goto('/shop');
  await expectShopOpens(page);
});

for (const [step, fault] of Object.entries(FAULTS)) {
  test(`the boot script thrown at its step “${step}”: the site still opens`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning') errors.push(message.text());
    });
    await page.addInitScript(fault);
    await page.goto('/shop');
    await expectShopOpens(page);
    // The fault did hit the boot script.
    expect(errors.join('\n')).toContain(`boot fault: ${step}`);
    // And the rest of the site works.
    await page.goto('/calculator');
    await expect(
      page.getByRole('heading', { level: 1, name: siteText.en('route.calculator') }),
    ).toBeVisible();
  });
}
