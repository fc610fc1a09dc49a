import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { readCheckoutLink } from '@minesite/shared/domain';
import { renderWithProviders } from '@minesite/shared/testing/render';
import ShopPage from '../src/pages/shop-page';
import { minerFixture } from './miner-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const l9 = minerFixture({
  id: 'antminer-l9',
  name: { zh: 'L9', en: 'Antminer L9 16G', es: 'Antminer L9 16G', ru: 'Antminer L9 16G' },
  price: 36000,
  specs: { ...minerFixture().specs, algorithm: 'Scrypt', coin: 'LTC', hashrateTh: 0.016 },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the shop list', () => {
  it('asks the service for exactly the filters in the address, ignoring bad values', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ items: [l9], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<ShopPage />, {
      route: '/shop?coin=LTC&power=3000-4000&cooling=oil&q=L9',
      preloadedState: { locale: { current: 'en' } },
    });

    expect(await screen.findByRole('article', { name: 'Antminer L9 16G' })).toBeTruthy();
    expect(screen.getByText('16 GH/s')).toBeTruthy();
    const request = fetchSpy.mock.calls[0]![0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'miner',
      q: 'L9',
      coin: 'LTC',
      power: '3000-4000',
      page: '1',
      pageSize: '10',
    });
  });

  it('says it failed to get data and asks again on retry', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ error: 'down', message: 'down' }, 503))
      .mockResolvedValue(json({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderWithProviders(<ShopPage />, {
      route: '/shop',
      preloadedState: { locale: { current: 'es' } },
    });

    expect(await screen.findByText('Error al obtener datos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encontraron datos de productos')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('buying from the list', () => {
  function Landing() {
    const location = useLocation();
    return <p data-testid="landed">{location.pathname + location.search}</p>;
  }

  it("opens the orders checkout for the machine, by the catalog's id only", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json({ items: [l9], total: 1, page: 1, pageSize: 10 })),
    );
    renderWithProviders(
      <Routes>
        <Route path="/shop" element={<ShopPage />} />
        <Route path="*" element={<Landing />} />
      </Routes>,
      { route: '/shop', preloadedState: { locale: { current: 'en' } } },
    );
    const card = await screen.findByRole('article', { name: 'Antminer L9 16G' });
    fireEvent.click(within(card).getByRole('button'));
    const landed = new URL((await screen.findByTestId('landed')).textContent!, 'http://site');
    expect(landed.pathname).toBe('/mining-power-purchase');
    expect(readCheckoutLink(landed.searchParams)).toEqual({
      kind: 'machine',
      productId: 'antminer-l9',
    });
  });
});
