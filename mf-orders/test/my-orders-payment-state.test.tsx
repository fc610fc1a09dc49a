/**
 * My Orders names each product in the reader's language, tells where each order stands (a paid
 * order as paid, one awaiting a price as such) and follows unsettled orders without a reload.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { trackOrderId } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MyOrdersPage from '../src/pages/my-orders-page';
import orderRu from '../../shared/src/orders/i18n/ru.json';
import ru from '../src/i18n/ru.json';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow, wait } from './order-page-clock';
import { anOrder, anOrderFromBeforeQuotes, aPayment } from './order-fixture';

function openMyOrders() {
  renderWithProviders(<MyOrdersPage />, {
    route: '/my-orders',
    preloadedState: { locale: { current: 'ru' } },
  });
}

runInPaymentWindow();

describe('My Orders rows', () => {
  it('name the product in the reader’s language and say where each order stands', async () => {
    const awaitingPrice = anOrder({
      orderId: 'ORD1735689600000price1',
      payment: aPayment({ state: 'awaiting_price', dueBtc: 0, expiresAt: '' }),
    });
    const old = anOrderFromBeforeQuotes();
    fakeOrdersApi([anOrder(), awaitingPrice, old]);
    for (const id of [anOrder().orderId, awaitingPrice.orderId, old.orderId]) trackOrderId(id);
    openMyOrders();

    const row = await screen.findByRole('listitem', { name: anOrder().orderId });
    expect(within(row).getByText('Пакет хешрейта BTC на 180 дней')).toBeTruthy();
    expect(within(row).getByText(orderRu['order.payment.state.awaiting_payment'])).toBeTruthy();
    expect(within(row).getByText('0,00196154 BTC')).toBeTruthy();

    const priceRow = screen.getByRole('listitem', { name: awaitingPrice.orderId });
    expect(within(priceRow).getByText(orderRu['order.payment.state.awaiting_price'])).toBeTruthy();
    expect(within(priceRow).getByText(ru['orders.list.pricePending'])).toBeTruthy();

    // An order from before quotes: its stored title, the amount the operator set.
    const oldRow = screen.getByRole('listitem', { name: old.orderId });
    expect(within(oldRow).getByText('30天体验套餐')).toBeTruthy();
    expect(within(oldRow).getByText('0,5 BTC')).toBeTruthy();
  });

  it('show a payment the service saw, without a reload, and stop asking once all are paid and final', async () => {
    const api = fakeOrdersApi([anOrder()]);
    trackOrderId(anOrder().orderId);
    openMyOrders();
    const row = await screen.findByRole('listitem', { name: anOrder().orderId });

    api.update(
      anOrder({ payment: aPayment({ state: 'paid', receivedBtc: 0.00196154, settled: true }) }),
    );
    await wait(60_000);
    expect(await within(row).findByText(orderRu['order.payment.state.paid'])).toBeTruthy();

    const reads = api.orderReads(anOrder().orderId);
    await wait(10 * 60_000);
    expect(api.orderReads(anOrder().orderId)).toBe(reads);
  });
});
