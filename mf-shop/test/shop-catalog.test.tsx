/**
 * The shop list loads only its part of the catalog (src/i18n/catalog-parts.json): rendered
 * with that part alone, the list, its filters (chips and panel), its pager and its empty and
 * error states must find every message they show, in every locale.
 */
import path from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@minesite/shared/locale';
import { clearAdminSession, writeAdminSession } from '@minesite/shared/storage';
import { renderWithCatalogPart } from '@minesite/shared/testing/catalog-part';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { ShopScreen } from '../src/features/shop/components/shop-screen';
import { minerFixture } from './miner-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearAdminSession();
});

describe.each(LOCALES)('the shop list in %s', (locale) => {
  async function open(route: string) {
    const catalog = path.resolve(import.meta.dirname, `../src/i18n/${locale}.json`);
    const own = (await import(`../src/i18n/${locale}.json`)).default as Record<string, string>;
    const part = partOf(catalog, 'shop');
    expect(Object.keys(part).length).toBeLessThan(Object.keys(own).length / 2);
    const { shared, missing } = await renderWithCatalogPart(<ShopScreen />, locale, part, route);
    return { own, shared, missing };
  }

  it('finds every message of the list, its filters and its pager in the shop part', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        json({
          items: [minerFixture({ price: 0 }), minerFixture({ id: '2', soldOut: true })],
          total: 25,
          page: 1,
          pageSize: 10,
        }),
      ),
    );
    writeAdminSession('operator');
    const { own, missing } = await open('/shop?cooling=air&power=3000-4000');

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText(own['shop.card.soldOut']!)).toBeTruthy();
    expect(screen.getByText(own['shop.price.onRequest']!)).toBeTruthy();
    expect(screen.getByRole('link', { name: own['shop.admin.manageProducts'] })).toBeTruthy();
    expect(screen.getByRole('list', { name: own['shop.filters.active'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(own['shop.cooling.air']!) })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: own['shop.pager.label'] })).toBeTruthy();

    const filterButton = own['shop.filters.button']!.split('{')[0]!;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${filterButton}`) }));
    expect(await screen.findByText(own['shop.filters.title']!)).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('finds the empty and the error states in it too', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ error: 'down', message: 'down' }, 503))
      .mockResolvedValue(json({ items: [], total: 0, page: 1, pageSize: 10 }));
    const { own, shared, missing } = await open('/shop');

    expect(await screen.findByText(own['shop.shop.error']!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: shared['common.retry'] }));
    expect(await screen.findByText(own['shop.shop.empty']!)).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
