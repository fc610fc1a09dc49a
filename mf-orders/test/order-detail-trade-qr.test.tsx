/**
 * The trade QR the operator uploaded for an order is shown to the buyer beside the payment
 * address, with a note of what it is, and leaves the page once the operator deletes it.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@minesite/shared/testing/render';
import OrderDetailPage from '../src/pages/order-detail-page';
import en from '../src/i18n/en.json';
import ru from '../src/i18n/ru.json';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow, wait } from './order-page-clock';
import { anOrder } from './order-fixture';

const UPLOAD = '/api/uploads/0123456789abcdef0123456789abcdef.png';

function openOrder(orderId: string, locale: 'en' | 'ru' = 'en') {
  return renderWithProviders(<OrderDetailPage />, {
    route: `/order-detail?orderId=${orderId}`,
    preloadedState: { locale: { current: locale } },
  });
}

runInPaymentWindow();

describe('the operator’s trade QR on the order page', () => {
  it('is shown beside the payment address with a note of what it is', async () => {
    const order = anOrder({ qrcode: UPLOAD });
    fakeOrdersApi([order]);
    openOrder(order.orderId);

    const image = await screen.findByAltText(en['orders.detail.tradeQr.alt']);
    expect(image.getAttribute('src')).toMatch(
      /\/api\/uploads\/0123456789abcdef0123456789abcdef\.png$/,
    );
    expect(screen.getByText(en['orders.detail.tradeQr.note'])).toBeTruthy();
    expect(screen.getByTestId('payment-address')).toBeTruthy();
  });

  it('is in the buyer’s language', async () => {
    const order = anOrder({ qrcode: UPLOAD });
    fakeOrdersApi([order]);
    openOrder(order.orderId, 'ru');

    expect(await screen.findByText(ru['orders.detail.tradeQr.note'])).toBeTruthy();
  });

  it('leaves the page when the operator deletes it', async () => {
    const order = anOrder({ qrcode: UPLOAD });
    const api = fakeOrdersApi([order]);
    openOrder(order.orderId);
    expect(await screen.findByTestId('trade-qr')).toBeTruthy();

    const deleted = { ...order, qrcode: '' };
    api.update(deleted);
    await wait(6_000);

    expect(screen.getByTestId('payment-address')).toBeTruthy();
    expect(screen.queryByTestId('trade-qr')).toBeNull();
  });
});
