/**
 * Test helper for remotes: every page of the registry shows, as its heading, its own title
 * message from the remote's catalog (the one `document.title` is published from), per locale.
 */
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { exposeName, type RemoteRegistry } from '../federation/page-registry';
import { LOCALES, type Locale } from '../i18n/locale';
import { renderWithProviders } from './render-with-providers';

type PageModule = { default: ComponentType };
type Catalog = Record<string, string>;

export async function expectPagesRenderTheirHeadings(
  registry: RemoteRegistry,
  catalog: (locale: Locale) => Promise<{ default: Catalog }>,
  load: (file: string) => Promise<PageModule>,
) {
  for (const locale of LOCALES) {
    const messages = (await catalog(locale)).default;
    for (const page of registry.pages) {
      const { default: Page } = await load(`./src/pages/${page.file}.tsx`);
      renderWithProviders(<Page />, { preloadedState: { locale: { current: locale } } });
      const heading = await screen.findByRole('heading', { level: 1 });
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
