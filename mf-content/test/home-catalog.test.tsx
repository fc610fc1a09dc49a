/**
 * The home view loads only its part of the catalog (src/i18n/catalog-parts.json): rendered
 * with that part alone, it must find every message it shows, in every locale.
 */
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@minesite/shared/locale';
import { renderWithCatalogPart } from '@minesite/shared/testing/catalog-part';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { HomeScreen } from '../src/features/home/components/home-screen';

afterEach(cleanup);

describe.each(LOCALES)('the home view in %s', (locale) => {
  it('finds every message in the home part of the catalog', async () => {
    const catalog = path.resolve(import.meta.dirname, `../src/i18n/${locale}.json`);
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const part = partOf(catalog, 'home');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(own).length / 4);

    const { shared, missing } = await renderWithCatalogPart(<HomeScreen />, locale, part);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      shared['route.home'],
    );
    expect(screen.getByText(own['content.home.intro']!)).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
