/**
 * A remote released against another major of a shared singleton (React 18 on the shell's 19),
 * against other shared-package code than the shell's (its content version), or with another
 * minor of the Module Federation runtime the shell lends it: the shell refuses it, shows that
 * remote's fallback and logs why; other remotes keep working. The shop's manifest is rewritten
 * in the browser as such a build would write it.
 */
import { expect, test, type Page } from '@playwright/test';
import { sitePorts } from '../../tooling/launcher/site-ports.mjs';
import shellPkg from '../package.json' with { type: 'json' };
import { expectOtherPagesOpen, siteText, zh } from './support/shell-page';

const REACT_18 = { version: '18.3.1', requiredVersion: '^18.0.0' };
const REACT_MODULES = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string }[];
  metaData: { pluginVersion: string };
}

/** Serves the shop's manifest as `rewrite` leaves it. */
const rewriteShopManifest = (page: Page, rewrite: (manifest: Manifest) => void) =>
  page.route(
    (url) => url.port === String(sitePorts().mf_shop) && url.pathname.endsWith('/mf-manifest.json'),
    async (route) => {
      const manifest = (await (await route.fetch()).json()) as Manifest;
      rewrite(manifest);
      await route.fulfill({ json: manifest });
    },
  );

/** The shop shows its fallback, with `reasons` logged; the home page and another remote work. */
async function onlyTheShopFallsBack(page: Page, reasons: (logged: string) => Promise<void> | void) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/shop');
  await expect(
    page.getByRole('alert').filter({ hasText: zh['remote.unavailable.title'] }),
  ).toBeVisible();
  await reasons(errors.join('\n'));
  // Another remote's page, in the same visit: the refusal cost the shop only.
  await expectOtherPagesOpen(page);
}

test('a remote built against other shared-package code shows its fallback; others work', async ({
  page,
}) => {
  let shellVersion = '';
  await rewriteShopManifest(page, (manifest) => {
    for (const share of manifest.shared.filter((s) => s.name.startsWith('@minesite/shared'))) {
      shellVersion = share.version;
      Object.assign(share, {
        version: '0.1.0-c000000000000',
        requiredVersion: '0.1.0-c000000000000',
      });
    }
  });
  await onlyTheShopFallsBack(page, (logged) => {
    expect(shellVersion).toMatch(/-c[0-9a-f]{12}$/);
    expect(logged).toContain('remote mf_shop is refused, its shared singletons do not match');
    expect(logged).toMatch(
      new RegExp(
        `@minesite/shared/\\S+: built against 0\\.1\\.0-c000000000000, the shell provides ${shellVersion}`,
      ),
    );
  });
});

test('a remote built with another minor of the lent federation runtime is refused alone', async ({
  page,
}) => {
  await rewriteShopManifest(page, (manifest) => {
    manifest.metaData.pluginVersion = '2.99.0';
  });
  await onlyTheShopFallsBack(page, (logged) => {
    expect(logged).toContain(
      '@module-federation/runtime (lent by the shell): built against 2.99.0',
    );
  });
});

test('a remote built against React 18 shows its fallback with the reason; other remotes work', async ({
  page,
}) => {
  await rewriteShopManifest(page, (manifest) => {
    for (const share of manifest.shared) {
      if (REACT_MODULES.has(share.name)) Object.assign(share, REACT_18);
    }
  });
  await onlyTheShopFallsBack(page, async (logged) => {
    await expect(page).toHaveTitle(siteText.zh('route.shop'));
    expect(logged).toContain('remote mf_shop is refused, its shared singletons do not match');
    expect(logged).toContain(
      `react: built against 18.3.1, the shell provides ${shellPkg.dependencies.react} and accepts ^19.0.0`,
    );
  });
});
