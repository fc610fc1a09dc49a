/**
 * The package detail page's rules, as a visitor meets them: the 30-day package's options,
 * the minimum first electricity payment, and the settings popup's save and reset.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { readCheckoutLink } from '@minesite/shared/domain';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MiningPowerDetailPage from '../src/pages/mining-power-detail-page';
import en from '../src/i18n/en.json';

const productInfo = (info: object) =>
  `/mining-power-detail?${new URLSearchParams({ productInfo: JSON.stringify(info) })}`;
const TRIAL = {
  title: '30-day trial',
  outputType: 'BTC',
  hashrate: '10',
  outputRate: '0.00000052',
  powerDays: '30',
  period: '30',
  id: 'cloud-trial-30',
  pricePerT: 9.5,
  powerFeePerTPerDay: 0.2105,
};
const CLASSIC = {
  ...TRIAL,
  title: 'Classic 180',
  hashrate: '50',
  powerDays: '3',
  period: '180',
  id: 'cloud-classic-180',
  pricePerT: 88,
};

async function openPage(info: object) {
  renderWithProviders(<MiningPowerDetailPage />, {
    route: productInfo(info),
    preloadedState: { locale: { current: 'en' } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Package Details' });
}

const group = (name: string) => screen.getByRole('region', { name });
const optionLabels = (name: string) =>
  within(group(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const amount = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('a 30-day package', () => {
  it('offers only 10 TH/s, a 30-day duration and a 30-day first payment, priced as the spec says', async () => {
    await openPage(TRIAL);
    expect(optionLabels(en['cloudpower.detail.hashrate'])).toEqual(['10 TH/s']);
    expect(optionLabels(en['cloudpower.detail.duration'])).toEqual(['30 days']);
    expect(optionLabels(en['cloudpower.detail.powerDays'])).toEqual(['30 days']);
    expect(screen.queryByLabelText(/Other number of days/)).toBeNull();
    expect(amount('hashrate-fee')).toBe('$13.00');
    expect(amount('electricity-fee')).toBe('$8.65');
    expect(amount('total-fee')).toBe('$21.65');
  });

  it('other packages offer 50 to 500 TH/s, six durations and nine first-payment options', async () => {
    await openPage(CLASSIC);
    expect(optionLabels(en['cloudpower.detail.hashrate'])).toEqual([
      '50 TH/s',
      '100 TH/s',
      '200 TH/s',
      '500 TH/s',
    ]);
    expect(optionLabels(en['cloudpower.detail.duration'])).toEqual([
      '30 days',
      '180 days',
      '365 days',
      '730 days',
      '1,095 days',
      '1,825 days',
    ]);
    expect(optionLabels(en['cloudpower.detail.powerDays'])).toHaveLength(9);
    expect(optionLabels(en['cloudpower.detail.btcPrice'])).toHaveLength(11);
    // Defaults: 50 TH/s, 180 days, BTC at 120,000, 3 days of electricity.
    expect(
      within(group(en['cloudpower.detail.btcPrice'])).getByRole('option', { selected: true })
        .textContent,
    ).toBe('$120,000');
    expect(amount('hashrate-fee')).toBe('$602.50');
    expect(amount('electricity-fee')).toBe('$4.33');
    expect(amount('expected-profit')).toBe('-$300.42');
    expect(amount('breakeven')).toBe('360 days');
  });
});

describe('the first electricity payment', () => {
  it('takes only whole numbers of at least 3 days, and blocks buying below that', async () => {
    await openPage(CLASSIC);
    const input = screen.getByLabelText(/Other number of days/);
    const buy = screen.getByRole('button', { name: en['cloudpower.detail.buy'] });

    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The first electricity payment is at least 3 days',
    );
    expect(buy.hasAttribute('disabled')).toBe(true);
    expect(amount('electricity-fee')).toBe('—');

    fireEvent.change(input, { target: { value: '-5.5x' } });
    expect((input as HTMLInputElement).value).toBe('55');
    expect(amount('electricity-fee')).toBe('$79.30'); // 50 × 55 × 0.2105 / 7.3 = 79.30

    fireEvent.change(input, { target: { value: 'abc' } });
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(en['cloudpower.detail.powerDays.required']);

    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(buy.hasAttribute('disabled')).toBe(false);
    expect(amount('electricity-fee')).toBe('$4.33');
  });
});

describe('the settings popup', () => {
  async function openSettings() {
    fireEvent.click(screen.getByRole('button', { name: en['cloudpower.settings.open'] }));
    return within(await screen.findByRole('dialog', { name: en['cloudpower.settings.title'] }));
  }
  const field = (dialog: ReturnType<typeof within>, label: string) =>
    within(dialog.getByRole('group', { name: new RegExp(label.replace(/[()]/g, '.')) }));

  it("starts at the spec's defaults, saves for the visit and resets", async () => {
    await openPage(CLASSIC);
    let dialog = await openSettings();
    const values = () =>
      dialog.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value);
    expect(values()).toEqual(['0.2105', '0.00000052', '7.3', '88']);

    // One step up on the price per T (1) and the power fee (0.0001), then save.
    fireEvent.click(
      field(dialog, en['cloudpower.settings.pricePerT']).getByRole('button', {
        name: /increase|增加|加/i,
      }),
    );
    fireEvent.click(
      field(dialog, en['cloudpower.settings.powerFee']).getByRole('button', {
        name: /increase|增加|加/i,
      }),
    );
    expect(values()).toEqual(['0.2106', '0.00000052', '7.3', '89']);
    fireEvent.click(dialog.getByRole('button', { name: en['cloudpower.settings.save'] }));
    // 89 / 7.3 = 12.19 a T; 50 × 12.19 = 609.50
    await waitFor(() => expect(amount('hashrate-fee')).toBe('$609.50'));

    // Kept for the visit: the page opened again prices with the saved values.
    cleanup();
    await openPage(CLASSIC);
    expect(amount('hashrate-fee')).toBe('$609.50');

    dialog = await openSettings();
    expect(values()).toEqual(['0.2106', '0.00000052', '7.3', '89']);
    fireEvent.click(dialog.getByRole('button', { name: en['cloudpower.settings.reset'] }));
    expect(values()).toEqual(['0.2105', '0.00000052', '7.3', '88']);
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: en['cloudpower.settings.save'] }));
    });
    await waitFor(() => expect(amount('hashrate-fee')).toBe('$602.50'));
  });
});

describe('buying', () => {
  /** Where the buttons lead, as the address bar would show it. */
  function Landing() {
    const location = useLocation();
    return <p data-testid="landed">{location.pathname + location.search}</p>;
  }
  function openWithLanding(route: string) {
    renderWithProviders(
      <Routes>
        <Route path="/mining-power-detail" element={<MiningPowerDetailPage />} />
        <Route path="*" element={<Landing />} />
      </Routes>,
      { route, preloadedState: { locale: { current: 'en' } } },
    );
  }

  it('hands the checkout the catalog package and the choice, never a price', async () => {
    openWithLanding(productInfo(CLASSIC));
    fireEvent.click(await screen.findByRole('option', { name: '100 TH/s' }));
    fireEvent.click(screen.getByRole('button', { name: en['cloudpower.detail.buy'] }));
    const landed = new URL(screen.getByTestId('landed').textContent!, 'http://site');
    expect(landed.pathname).toBe('/mining-power-purchase');
    expect(readCheckoutLink(landed.searchParams)).toEqual({
      kind: 'hashpower',
      productId: 'cloud-classic-180',
      hashrateTh: 100,
      durationDays: 180,
      powerDays: 3,
    });
  });

  it('opened without a catalog package, sends the visitor to choose one', async () => {
    openWithLanding('/mining-power-detail');
    await screen.findByRole('heading', { level: 1, name: 'Package Details' });
    expect(screen.queryByRole('button', { name: en['cloudpower.detail.buy'] })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en['cloudpower.detail.choosePackage'] }));
    expect(screen.getByTestId('landed').textContent).toBe('/mining-power');
  });
});
