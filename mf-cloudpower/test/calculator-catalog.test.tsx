/**
 * The calculator loads only its part of the catalog (src/i18n/catalog-parts.json): rendered
 * with that part alone, its calculators must find every message they show, in every locale.
 */
import path from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@minesite/shared/locale';
import { renderWithCatalogPart } from '@minesite/shared/testing/catalog-part';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { CalculatorPage } from '../src/pages/calculator-page';

afterEach(cleanup);

describe.each(LOCALES)('the calculator in %s', (locale) => {
  it('finds every message in the calculator part of the catalog', async () => {
    const catalog = path.resolve(import.meta.dirname, `../src/i18n/${locale}.json`);
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const part = partOf(catalog, 'calculator');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(own).length / 4);

    const { missing } = await renderWithCatalogPart(<CalculatorPage />, locale, part);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      own['route.calculator'],
    );
    expect(screen.getByText(own['cloudpower.calculator.intro']!)).toBeTruthy();
    // A field's error is in the part too.
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: 'x' } });
    expect(await screen.findByText(own['cloudpower.field.notNumber']!)).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
