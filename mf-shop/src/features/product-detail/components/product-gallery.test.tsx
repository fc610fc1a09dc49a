import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { ProductGallery } from './product-gallery';

afterEach(cleanup);

const render = (images: string[]) =>
  renderWithProviders(
    <IntlProvider locale="en" messages={en}>
      <ProductGallery images={images} category="miner" name="Antminer S21" />
    </IntlProvider>,
    { preloadedState: { locale: { current: 'en' } } },
  );

describe('the product gallery', () => {
  it('shows a single picture named after the product', () => {
    render(['/api/uploads/a.webp']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Antminer S21' })).toBeTruthy();
  });

  it('shows every picture of a product with several, each named by its place', async () => {
    render(['/api/uploads/a.webp', '/api/uploads/b.webp', '/api/uploads/c.webp']);
    // The first picture while the carousel loads, then all three in it.
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(1);
    await screen.findByRole('img', { name: /3.*3/ });
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
