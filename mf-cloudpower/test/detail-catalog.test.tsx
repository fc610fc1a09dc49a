/**
 * The package detail loads only its part of the catalog (src/i18n/catalog-parts.json):
 * rendered with that part alone, the page, a field's error and the settings popup must find
 * every message they show, in every locale.
 */
import path from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@minesite/shared/locale';
import { renderWithCatalogPart } from '@minesite/shared/testing/catalog-part';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { MiningPowerDetailPage } from '../src/pages/mining-power-detail-page';

const PACKAGE = {
  names: { zh: '经典 180', en: 'Classic 180', es: 'Clásico 180', ru: 'Классика 180' },
  outputType: 'BTC',
  hashrate: '50',
  outputRate: '0.00000052',
  powerDays: '3',
  period: '180',
  payoutPeriod: 'daily',
  mode: 'accelerated',
  id: 'cloud-classic-180',
  pricePerT: 88,
  powerFeePerTPerDay: 0.2105,
};
const routeOf = (info: object) =>
  `/mining-power-detail?${new URLSearchParams({ productInfo: JSON.stringify(info) })}`;

// The settings popup's code loads when it is opened. Loaded here first, the first test waits for
// the popup to render, not for its first compilation on a busy machine.
beforeAll(() => import('../src/features/package-detail/components/settings-popup'));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe.each(LOCALES)('the package detail in %s', (locale) => {
  it('finds every message in the detail part of the catalog', async () => {
    const catalog = path.resolve(import.meta.dirname, `../src/i18n/${locale}.json`);
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const part = partOf(catalog, 'detail');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(own).length * 0.6);

    const { missing } = await renderWithCatalogPart(
      <MiningPowerDetailPage />,
      locale,
      part,
      routeOf(PACKAGE),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      own['route.miningPowerDetail'],
    );
    expect(screen.getByText(own['cloudpower.miningPowerDetail.intro']!)).toBeTruthy();
    expect(screen.getByText(PACKAGE.names[locale])).toBeTruthy();

    // A field's error is in the part too.
    const days = screen.getByRole('textbox');
    fireEvent.change(days, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe(own['cloudpower.detail.powerDays.required']);

    // So is the settings popup, which loads when opened.
    fireEvent.click(screen.getByRole('button', { name: own['cloudpower.settings.open'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: own['cloudpower.settings.title'] }),
    );
    expect(dialog.getByRole('button', { name: own['cloudpower.settings.save'] })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('finds the permanent period in it too', async () => {
    const catalog = path.resolve(import.meta.dirname, `../src/i18n/${locale}.json`);
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const { missing } = await renderWithCatalogPart(
      <MiningPowerDetailPage />,
      locale,
      partOf(catalog, 'detail'),
      routeOf({ ...PACKAGE, period: 'permanent' }),
    );
    expect(
      (await screen.findAllByText(own['cloudpower.period.permanent']!)).length,
    ).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
