/** The operator sees how an order is paid: the rail, the token and the amounts in its unit. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import sharedEn from '../../shared/src/i18n/messages/en.json';
import orderEn from '../../shared/src/orders/i18n/en.json';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { OrderPayment } from '../src/features/order-management/components/order-payment';
import adminEn from '../src/i18n/en.json';
import { aPayment, aTransaction, anOrder } from './order-fixture';

const en: Record<string, string> = { ...sharedEn, ...orderEn, ...adminEn };
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

afterEach(cleanup);

describe("the order's payment for the operator", () => {
  it('on USDT on TRON: the rail, its token and the amounts in USDT', () => {
    const order = anOrder({
      payment: aPayment({
        state: 'seen',
        rail: 'usdt-tron',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        dueBtc: 0,
        remainingBtc: 0,
        token: {
          symbol: 'USDT',
          chain: 'tron',
          chainId: null,
          contract: TRON_USDT,
          due: 127.5,
          received: 27.5,
          remaining: 100,
        },
      }),
    });
    renderWithProviders(
      <IntlProvider locale="en" messages={en}>
        <OrderPayment order={order} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('order-payment-rail').textContent).toBe(
      `${en['admin.orders.payment.rail.usdt-tron']} ${TRON_USDT}`,
    );
    expect(screen.getByText('127.5 USDT')).toBeTruthy();
    expect(screen.getByTestId('order-payment-received').textContent).toBe('27.5 USDT');
    expect(screen.getByText('100 USDT')).toBeTruthy();
  });

  it('lists each chain transaction with its USDT amount, never 0 BTC', () => {
    const order = anOrder({
      payment: aPayment({
        state: 'seen',
        rail: 'usdt-ethereum',
        dueBtc: 0,
        remainingBtc: 0,
        transactions: [aTransaction({ txid: `0x${'a'.repeat(64)}`, amountBtc: 0, amount: 12.5 })],
      }),
    });
    renderWithProviders(
      <IntlProvider locale="en" messages={en}>
        <OrderPayment order={order} />
      </IntlProvider>,
    );
    const entry = screen.getByText('12.500000 USDT').closest('li')!;
    expect(entry.textContent).toContain(`0x${'a'.repeat(64)}`);
    expect(entry.textContent).not.toContain('BTC');
  });

  it('on BTC: the rail and the amounts in BTC, as before', () => {
    renderWithProviders(
      <IntlProvider locale="en" messages={en}>
        <OrderPayment order={anOrder()} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('order-payment-rail').textContent).toBe(
      en['admin.orders.payment.rail.btc'],
    );
    expect(screen.getByTestId('order-payment-received').textContent).toBe('0 BTC');
  });
});
