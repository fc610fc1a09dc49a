/**
 * Every script of the site but its message catalogs starts with V8's compile hint
 * (rspack.federation.ts `compileHint`): Chrome then compiles it as it streams in, on a
 * background thread, instead of on the main thread at each function's first call. A build step
 * that drops comments, or a script built apart without it, would lose it without a sound: the
 * page works as before, only slower on a phone. The catalogs are data and go without.
 */
import { expect, test, type Response } from '@playwright/test';
import { catalogFilePattern } from '@minesite/shared/catalog-chunks';

const HINT = '//# allFunctionsCalledOnLoad';

/** Scripts a visit to the shop runs as it starts: the shell's, the remote's entry and page. */
const STARTERS = [
  /\/boot\.\w+\.js$/,
  /\/main\.\w+\.js$/,
  /\/startup\.\w+\.js$/,
  /\/bootstrap\.\w+\.js$/,
  /\/remoteEntry\.js$/,
  /\/__federation_expose_ShopPage\.\w+\.js$/,
];

const CATALOG = catalogFilePattern();

test('the scripts of a visit carry the compile hint; message catalogs do not', async ({ page }) => {
  const replies: Response[] = [];
  page.on('response', (reply) => {
    if (reply.request().resourceType() === 'script' && reply.ok()) replies.push(reply);
  });
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Each script's path and the start of its first line (a minified script may be one line of
  // 100 KB), read once the page is up.
  const firstLines = new Map(
    await Promise.all(
      replies.map(
        async (reply) =>
          [
            new URL(reply.url()).pathname,
            (await reply.text()).split('\n', 1)[0]!.slice(0, HINT.length + 20),
          ] as const,
      ),
    ),
  );

  const scripts = [...firstLines.keys()];
  for (const starter of STARTERS) {
    expect(
      scripts.some((script) => starter.test(script)),
      `${starter} in ${scripts}`,
    ).toBe(true);
  }
  expect(scripts.filter((script) => CATALOG.test(script)).length).toBeGreaterThan(0);
  for (const script of scripts) {
    if (CATALOG.test(script)) expect(firstLines.get(script), script).not.toBe(HINT);
    else expect(firstLines.get(script), script).toBe(HINT);
  }
});
