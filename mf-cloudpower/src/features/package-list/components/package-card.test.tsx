/**
 * The list's card shows a package's price per T in USD beside CNY, as the detail page's quote
 * reckons it (usdPricePerT, decimal math rounded half-up to the cent), without loading that math.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICING_DEFAULTS, usdPricePerT } from '@minesite/shared/mining';
import { makeStore } from '@minesite/shared/store';
import { classicPackageSpecs } from '@minesite/shared/testing/package-specs';
import type { CloudPackage } from '../../../lib/package-info';
import en from '../../../i18n/en.json';
import { PackageCard } from './package-card';

afterEach(cleanup);

const pkg = (pricePerT: number) =>
  ({
    id: `cloud-${pricePerT}`,
    category: 'cloud-package',
    name: { zh: '经典', en: 'Classic', es: 'Clásico', ru: 'Классика' },
    description: { zh: 'd', en: 'd', es: 'd', ru: 'd' },
    images: [],
    price: pricePerT,
    currency: 'CNY',
    soldOut: false,
    sortOrder: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    specs: classicPackageSpecs({
      hashrateOptionsTh: [10, 50],
      pricePerT,
      miner: { hashrateTh: 141, powerW: 3031, efficiencyJPerTh: 21.5 },
    }),
  }) satisfies CloudPackage;

describe('a package card', () => {
  // The catalog's prices per T, and prices whose USD sits near half a cent.
  it.each([88, 85, 80, 75, 9.5, 0.1095, 1.0585, 73.0365])(
    'shows %s CNY per T in USD as the quote does',
    (pricePerT) => {
      render(
        <Provider store={makeStore()}>
          <MemoryRouter>
            <IntlProvider locale="en" messages={en}>
              <PackageCard pkg={pkg(pricePerT)} />
            </IntlProvider>
          </MemoryRouter>
        </Provider>,
      );
      const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
        usdPricePerT(pricePerT, PRICING_DEFAULTS.exchangeRate),
      );
      expect(screen.getByText(usd, { exact: false })).toBeTruthy();
    },
  );
});
