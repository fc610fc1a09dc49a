/** An order bought from the cart shows every line on its page, with one amount to pay. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aQuoteItem } from '@minesite/shared/testing/order-fixtures';
import { renderWithProviders } from '@minesite/shared/testing/render';
import OrderDetailPage from '../src/pages/order-detail-page';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow } from './order-page-clock';
import { anOrder, aQuote } from './order-fixture';

const miner = (id: string, name: string) => ({
  id,
  kind: 'machine' as const,
  category: 'miner' as const,
  name: { zh: name, en: name, es: name, ru: name },
});

runInPaymentWindow();

describe('an order of several lines', () => {
  it('lists each product with how many, the total per currency and one BTC amount', async () => {
    const items = [
      aQuoteItem({
        product: miner('s21', 'Antminer S21'),
        quantity: 6,
        currency: 'CNY',
        total: 160_800,
      }),
      aQuoteItem({
        product: miner('l9', 'Antminer L9'),
        quantity: 2,
        currency: 'CNY',
        total: 72_000,
      }),
      aQuoteItem(),
    ];
    const order = anOrder({
      quote: aQuote({
        items,
        totals: [
          { currency: 'CNY', total: 232_800 },
          { currency: 'USD', total: 127.5 },
        ],
      }),
    });
    fakeOrdersApi([order]);
    renderWithProviders(<OrderDetailPage />, {
      route: `/order-detail?orderId=${order.orderId}`,
      preloadedState: { locale: { current: 'en' } },
    });

    expect(
      await screen.findByRole('heading', {
        name: 'Antminer S21 ×6, Antminer L9 ×2, 180-day BTC hash power package ×1',
      }),
    ).toBeTruthy();
    expect((await screen.findAllByTestId('quote-item')).map((row) => row.textContent)).toEqual([
      'Antminer S21 × 6CN¥160,800.00',
      'Antminer L9 × 2CN¥72,000.00',
      '180-day BTC hash power package × 1$127.50',
    ]);
    expect(screen.getAllByTestId('quote-currency-total')).toHaveLength(2);
    expect(screen.getAllByTestId('payment-address')).toHaveLength(1);
    expect(screen.getAllByTestId('payment-due')).toHaveLength(1);
  });
});
