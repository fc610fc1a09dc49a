/** Test helper for remotes: every exposed page shows a route title as its heading, per locale. */
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { LOCALES } from '../i18n/locale';
import { renderWithProviders } from './render-with-providers';

type PageModule = { default: ComponentType };

export async function expectPagesRenderTheirHeadings(
  exposes: Record<string, string>,
  load: (file: string) => Promise<PageModule>,
) {
  for (const locale of LOCALES) {
    const messages = (await import(`../i18n/messages/${locale}.json`)).default as Record<
      string,
      string
    >;
    const routeTitles = Object.entries(messages)
      .filter(([id]) => id.startsWith('route.'))
      .map(([, text]) => text);
    for (const [name, file] of Object.entries(exposes)) {
      const { default: Page } = await load(file);
      renderWithProviders(<Page />, { preloadedState: { locale: { current: locale } } });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(routeTitles, `${name} in ${locale}`).toContain(heading.textContent);
      cleanup();
    }
  }
}
