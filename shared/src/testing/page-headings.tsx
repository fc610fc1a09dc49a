/**
 * Test helper for remotes: every page of the registry shows, as its heading, its own title
 * message from the remote's catalog (the one `document.title` is published from), per locale.
 */
import path from 'node:path';
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exposeName, exposesOf, type RemoteRegistry } from '../federation/page-registry';
import { LOCALES } from '../i18n/locale';
import { renderWithProviders } from './render-with-providers';

type PageModule = { default: ComponentType };
type Catalog = Record<string, string>;

/**
 * The remote's test of its exposed pages. `testFolder`: the remote's `test` folder
 * (`import.meta.dirname`), next to its `src/pages` and `src/i18n`; `timeout`: for a remote whose pages take longer to render than a test may.
 */
export function describeExposedPages(
  remote: string,
  registry: RemoteRegistry,
  testFolder: string,
  timeout?: number,
) {
  describe(`${remote} exposed pages`, () => {
    it(
      'renders each page with its own title message as heading in every locale',
      async () => {
        expect(Object.keys(exposesOf(registry)).length).toBeGreaterThan(0);
        await expectPagesRenderTheirHeadings(registry, testFolder);
      },
      timeout,
    );
  });
}

async function expectPagesRenderTheirHeadings(registry: RemoteRegistry, testFolder: string) {
  const from = (file: string) => import(/* @vite-ignore */ path.resolve(testFolder, '..', file));
  for (const locale of LOCALES) {
    const messages = ((await from(`src/i18n/${locale}.json`)) as { default: Catalog }).default;
    for (const page of registry.pages) {
      const { default: Page } = (await from(`src/pages/${page.file}.tsx`)) as PageModule;
      renderWithProviders(<Page />, { preloadedState: { locale: { current: locale } } });
      // A page's first render waits for its modules to be transformed: slow on a busy machine.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      const name = `${exposeName(page.file)} in ${locale}`;
      expect(
        messages[page.titleId],
        `${page.titleId} in the remote's ${locale} catalog`,
      ).toBeTruthy();
      expect(heading.textContent, name).toBe(messages[page.titleId]);
      cleanup();
    }
  }
}
