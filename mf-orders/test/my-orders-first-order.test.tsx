/**
 * My Orders for a visitor who tracks no order asks the service nothing (its API code is not
 * even loaded); adding a first order by its number looks it up and lists it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { readTrackedOrderIds } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MyOrdersPage from '../src/pages/my-orders-page';
import en from '../src/i18n/en.json';
import { anOrder } from './order-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('My Orders without a tracked order', () => {
  it('shows the empty state, then lists the first order added by its number', async () => {
    const order = anOrder();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json(order)));
    renderWithProviders(<MyOrdersPage />, {
      route: '/my-orders',
      preloadedState: { locale: { current: 'en' } },
    });
    expect(await screen.findByText(en['orders.myOrders.empty'])).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(en['orders.myOrders.add.label']), {
      target: { value: order.orderId },
    });
    fireEvent.click(screen.getByRole('button', { name: en['orders.myOrders.add.button'] }));

    expect(await screen.findByRole('listitem', { name: order.orderId })).toBeTruthy();
    expect(screen.queryByText(en['orders.myOrders.empty'])).toBeNull();
    expect(readTrackedOrderIds()).toEqual([order.orderId]);
  });

  it('stays empty when the number is not found', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json({ message: 'not found' }, 404)),
    );
    renderWithProviders(<MyOrdersPage />, {
      route: '/my-orders',
      preloadedState: { locale: { current: 'en' } },
    });
    fireEvent.change(await screen.findByLabelText(en['orders.myOrders.add.label']), {
      target: { value: 'ORD1700000000000zzzzzz' },
    });
    fireEvent.click(screen.getByRole('button', { name: en['orders.myOrders.add.button'] }));

    expect(await screen.findByText(en['orders.myOrders.add.notFound'])).toBeTruthy();
    expect(screen.getByText(en['orders.myOrders.empty'])).toBeTruthy();
    expect(readTrackedOrderIds()).toEqual([]);
  });
});
