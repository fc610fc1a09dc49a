/**
 * A remote released against another major of a shared singleton (React 18 on the shell's 19):
 * the shell refuses it, shows that remote's fallback and logs why; other remotes keep working.
 * The shop's manifest is rewritten in the browser as a React 18 build would write it.
 */
import { expect, test } from '@playwright/test';
import { SITE_PORTS } from '../../shared/src/config/site-ports';
import shellPkg from '../package.json' with { type: 'json' };
import { siteText, zh } from './support/shell-page';

const REACT_18 = { version: '18.3.1', requiredVersion: '^18.0.0' };
const REACT_MODULES = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

test('a remote built against React 18 shows its fallback with the reason; other remotes work', async ({
  page,
}) => {
  await page.route(
    (url) => url.port === String(SITE_PORTS.mf_shop) && url.pathname.endsWith('/mf-manifest.json'),
    async (route) => {
      const manifest = await (await route.fetch()).json();
      for (const share of manifest.shared as { name: string }[]) {
        if (REACT_MODULES.has(share.name)) Object.assign(share, REACT_18);
      }
      await route.fulfill({ json: manifest });
    },
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/shop');
  await expect(
    page.getByRole('alert').filter({ hasText: zh['remote.unavailable.title'] }),
  ).toBeVisible();
  await expect(page).toHaveTitle(siteText.zh('route.shop'));
  const logged = errors.join('\n');
  expect(logged).toContain('remote mf_shop is refused, its shared singletons do not match');
  expect(logged).toContain(
    `react: built against 18.3.1, the shell provides ${shellPkg.dependencies.react} and accepts ^19.0.0`,
  );

  // Another remote's page, in the same visit: the refusal cost the shop only.
  await page.getByRole('link', { name: zh['app.companyName'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.home') }),
  ).toBeVisible();
  await page.goto('/cloud-pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: siteText.zh('route.cloudPricing') }),
  ).toBeVisible();
});
