import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider, createIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayRates } from '../contract/market';
import en from '../i18n/messages/en.json';
import { makeStore } from '../store/make-store';
import { STORAGE_KEYS, writeJson } from '../storage/local-storage';
import { DisplayPrice } from './display-price';

const RATES = {
  usdPerBtc: 100_000,
  cnyPerUsd: 7.2,
  eurPerUsd: 0.92,
  at: '2026-11-28T08:05:00.000Z',
};
const intl = createIntl({ locale: 'en', messages: en });
const rateTime = intl.formatDate(RATES.at, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

let marketReads = 0;
function answerMarket(rates: DisplayRates | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      marketReads += 1;
      const body = { rows: [], totalMarketCapUsd: 0, totalVolume24hUsd: 0, stale: false, rates };
      return new Response(JSON.stringify({ ...body, fetchedAt: RATES.at }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function showPrice(value: number, currency: 'CNY' | 'USD') {
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale="en" messages={en}>
        <p data-testid="price">
          <DisplayPrice value={value} currency={currency} />
        </p>
      </IntlProvider>
    </Provider>,
  );
  return screen.getByTestId('price');
}

const chooseCurrency = (currency: string | undefined) =>
  act(() => writeJson(STORAGE_KEYS.settings, currency ? { currency } : {}));

beforeEach(() => {
  marketReads = 0;
  answerMarket(RATES);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DisplayPrice', () => {
  it('shows the price in its own currency, asking for no rate, while the buyer chose none', () => {
    const price = showPrice(16_800, 'CNY');

    expect(price.textContent).toBe('CN¥16,800');
    expect(marketReads).toBe(0);
  });

  it('shows the price in the chosen currency at the rate of its time, saying it is not what is paid', async () => {
    chooseCurrency('USD');
    const price = showPrice(16_800, 'CNY');

    const note = en['price.display.note'].replace('{own}', 'CN¥16,800');
    expect((await screen.findByTestId('display-price')).title).toBe(note);
    expect(price.textContent).toBe(`≈ $2,333.33 at ${rateTime} ${note}`);
  });

  it('follows a change of the setting without a reload, back to the own currency too', async () => {
    const price = showPrice(16_800, 'CNY');
    chooseCurrency('BTC');
    expect((await screen.findByTestId('display-price')).textContent).toMatch(
      /^≈ 0\.02333333 BTC at /,
    );

    chooseCurrency('CNY');
    expect(price.textContent).toBe('CN¥16,800');
    chooseCurrency(undefined);
    expect(price.textContent).toBe('CN¥16,800');
  });

  it('keeps the own currency when the market has no rate for it', async () => {
    answerMarket({ ...RATES, cnyPerUsd: null });
    chooseCurrency('USD');
    const price = showPrice(16_800, 'CNY');

    await vi.waitFor(() => expect(marketReads).toBe(1));
    expect(price.textContent).toBe('CN¥16,800');
  });
});
