/**
 * The home view loads only its part of the catalog (build/catalog-part-loader.cjs): rendered
 * with that part alone, it must find every message it shows, in every locale.
 */
import { createRequire } from 'node:module';
import { cleanup, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS } from '@minesite/shared/locale';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { HomeScreen } from '../src/features/home/components/home-screen';

const { catalogPart } = createRequire(import.meta.url)('../build/catalog-part-loader.cjs') as {
  catalogPart: (messages: Record<string, string>, part: string) => Record<string, string>;
};

afterEach(cleanup);

describe.each(LOCALES)('the home view in %s', (locale) => {
  it('finds every message in the home part of the catalog', async () => {
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const shared = (await import(`../../shared/src/i18n/messages/${locale}.json`)).default;
    const part = catalogPart(own, 'home');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(own).length / 4);

    const missing: string[] = [];
    renderWithProviders(
      <IntlProvider
        locale={LOCALE_TAGS[locale]}
        messages={{ ...shared, ...part }}
        onError={(error) => missing.push(error.message)}
      >
        <HomeScreen />
      </IntlProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      shared['route.home'],
    );
    expect(screen.getByText(own['content.home.intro']!)).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
