/**
 * The product and one-category pages load only their part of the catalog
 * (src/i18n/catalog-parts.json): each message id their modules name is in that part, and
 * rendered as the shell renders them, with the seeded products, they miss no text. (The other
 * remotes run the shared suite, @minesite/shared/testing/page-catalogs; these pages need their
 * products and routes.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modulesOf } from '@minesite/shared/testing/page-catalogs';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { minerFixture } from './miner-fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const root = path.resolve(import.meta.dirname, '..');
const catalogFile = path.join(root, 'src/i18n/zh.json');
const parts = JSON.parse(
  readFileSync(path.join(root, 'src/i18n/catalog-parts.json'), 'utf8'),
) as Record<string, string[]>;
const seedDir = path.resolve(root, '../services/src/modules/catalog/seed');

/** The seeded products of a category, as the catalog answers them. */
async function seeded(file: string): Promise<unknown[]> {
  const { products } = (await import(/* @vite-ignore */ path.join(seedDir, file))) as {
    products: object[];
  };
  const stamp = '2025-01-01T00:00:00.000Z';
  return products.map((product, index) => ({
    images: [],
    soldOut: false,
    sortOrder: index + 1,
    ...product,
    createdAt: stamp,
    updatedAt: stamp,
  }));
}

const pages = [
  {
    name: 'product',
    page: 'product-detail-page',
    route: '/product/1',
    path: '/product/:id',
    tables: 1,
    reply: () => Promise.resolve(minerFixture()),
  },
  {
    name: 'container',
    page: 'container-page',
    route: '/container',
    path: '/container',
    tables: 1,
    reply: async () => ({ items: await seeded('containers.ts'), total: 2, page: 1, pageSize: 20 }),
  },
  {
    name: 'cooling',
    page: 'cooling-page',
    route: '/cooling',
    path: '/cooling',
    tables: 0,
    reply: async () => ({
      items: await seeded('water-cooling.ts'),
      total: 2,
      page: 1,
      pageSize: 20,
    }),
  },
  {
    name: 'gas',
    page: 'natural-power-page',
    route: '/natural-power',
    path: '/natural-power',
    tables: 0,
    reply: async () => ({
      items: await seeded('gas-generators.ts'),
      total: 2,
      page: 1,
      pageSize: 20,
    }),
  },
];

describe.each(pages)('the $name page', ({ name, page, route, path: pattern, tables, reply }) => {
  const file = path.join(root, 'src/pages', `${page}.tsx`);

  it('loads its own part and finds there every message id its modules name', () => {
    expect(readFileSync(file, 'utf8')).toContain(`'../i18n/${name}-catalogs'`);
    const kept = parts[name]!;
    const ids = new Set(Object.keys(partOf(catalogFile, name)));
    const named = [...modulesOf(file)].flatMap((module) => [
      ...readFileSync(module, 'utf8').matchAll(/['"`](shop\.[\w.]*?)(\$\{|['"`])/g),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const [, id, end] of named) {
      // An id built at run time (`shop.unit.${unit}`) must meet a kept prefix.
      if (end !== '${') expect(ids.has(id!), `${id} in part ${name}`).toBe(true);
      else
        expect(
          kept.some((prefix) => id!.startsWith(`${prefix}.`) || `${prefix}.`.startsWith(id!)),
          `${id}… in part ${name}`,
        ).toBe(true);
    }
  });

  it.each(['zh', 'ru'] as const)('renders in %s with no message missing', async (locale) => {
    const body = await reply();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: Page } = (await import(/* @vite-ignore */ file)) as {
      default: () => React.JSX.Element;
    };
    renderWithProviders(
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>,
      { route, preloadedState: { locale: { current: locale } } },
    );
    // The products are shown (a heading of their own, below the page's), with the profit table
    // that comes after the page; the forms are sent empty so their prompts show too.
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    if (tables > 0) expect(await screen.findAllByRole('table')).toHaveLength(tables);
    for (const button of screen.queryAllByRole('button', { name: /./ })) {
      if (button.getAttribute('type') === 'submit') fireEvent.click(button);
    }
    await screen.findAllByRole('heading', { level: 2 });
    const missing = errors.mock.calls.filter((call) => String(call[0]).includes('MISSING'));
    expect(missing.map((call) => String(call[0]))).toEqual([]);
  });
});
