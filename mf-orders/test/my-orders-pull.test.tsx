/**
 * Pull-to-refresh on My Orders comes with the list: a visitor who tracks no order sees the
 * empty state without it (and never downloads its code); one who tracks orders can pull.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { trackOrderId } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MyOrdersPage from '../src/pages/my-orders-page';
import en from '../src/i18n/en.json';
import { anOrder } from './order-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function openMyOrders() {
  renderWithProviders(<MyOrdersPage />, {
    route: '/my-orders',
    preloadedState: { locale: { current: 'en' } },
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pull-to-refresh on My Orders', () => {
  it('is not there for a visitor who tracks no order', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openMyOrders();

    expect(await screen.findByText(en['orders.myOrders.empty'])).toBeTruthy();
    expect(screen.queryByText(en['orders.myOrders.pull.pulling'])).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('comes with the list of the tracked orders', async () => {
    const order = anOrder();
    trackOrderId(order.orderId);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(order));
    openMyOrders();

    expect(await screen.findByRole('list', { name: en['orders.myOrders.listLabel'] })).toBeTruthy();
    expect(await screen.findByText(en['orders.myOrders.pull.pulling'])).toBeTruthy();
  });

  it('comes with the empty state when the tracked orders could not be loaded', async () => {
    trackOrderId(anOrder().orderId);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'down' }, 503));
    openMyOrders();

    expect(await screen.findByText(en['orders.myOrders.empty'])).toBeTruthy();
    expect(await screen.findByText(en['orders.myOrders.pull.pulling'])).toBeTruthy();
    // The failure is also said in a toast (loaded on demand, so it is awaited here too).
    expect(await screen.findByText(en['orders.myOrders.loadFailed'])).toBeTruthy();
  });
});
