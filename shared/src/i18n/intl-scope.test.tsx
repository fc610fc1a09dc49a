/**
 * A page's messages are fetched as its module is evaluated (preloadCatalog, in the stored
 * language), so a page whose catalog has arrived shows its texts in its first render.
 */
import { cleanup, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { IntlScope, preloadCatalog, type CatalogLoaders } from './intl-scope';

function loaders(): CatalogLoaders {
  const catalog = (hello: string) => vi.fn(async () => ({ default: { hello } }));
  return { zh: catalog('你好'), en: catalog('Hello'), es: catalog('Hola'), ru: catalog('Привет') };
}

const page = (catalogs: CatalogLoaders) => (
  <IntlScope catalogs={catalogs}>
    <FormattedMessage id="hello" />
  </IntlScope>
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a page’s message catalog', () => {
  it('is fetched before the page renders, and then shows at once', async () => {
    const catalogs = loaders();
    await preloadCatalog(catalogs);

    renderWithProviders(page(catalogs));
    expect(screen.getByText('你好')).toBeTruthy(); // no waiting: the first render has it
    expect(catalogs.zh).toHaveBeenCalledOnce(); // not fetched again
  });

  it('is fetched in the visitor’s stored language', async () => {
    localStorage.setItem('locale', 'en');
    const catalogs = loaders();
    void preloadCatalog(catalogs);
    expect(catalogs.en).toHaveBeenCalledOnce();
    expect(catalogs.zh).not.toHaveBeenCalled();
    renderWithProviders(page(catalogs));
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('without a preload, appears once it has arrived', async () => {
    const catalogs = loaders();
    renderWithProviders(page(catalogs));
    expect(screen.queryByText('你好')).toBeNull();
    expect(await screen.findByText('你好')).toBeTruthy();
  });
});
