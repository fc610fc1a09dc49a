/**
 * The product kinds' hand-made tab row (not antd-mobile's Tabs, for size): a tab list a
 * keyboard can walk (arrows, Home, End) with the focus on the chosen kind.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@minesite/shared/catalog';
import { withCatalogs } from '@minesite/shared/remote-page';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { productsCatalogs } from '../../../i18n/products-catalogs';
import { CATEGORY_MESSAGE_IDS } from '../category-labels';
import { CategoryTabs } from './category-tabs';

afterEach(cleanup);
// jsdom lays nothing out: a clicked tab's scroll into view does nothing here.
Element.prototype.scrollIntoView ??= () => {};

const nameOf = (category: ProductCategory) => en[CATEGORY_MESSAGE_IDS[category] as keyof typeof en];

function Row() {
  const [active, setActive] = useState<ProductCategory>('miner');
  return <CategoryTabs active={active} onChange={setActive} />;
}
const Tabs = withCatalogs(Row, productsCatalogs);

async function renderTabs() {
  renderWithProviders(<Tabs />, { preloadedState: { locale: { current: 'en' } } });
  return screen.findByRole('tablist');
}

const chosen = () => screen.getByRole('tab', { selected: true });

describe('the product kinds’ tabs', () => {
  it('shows every kind as a tab, the chosen one selected, and switches by click', async () => {
    await renderTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      PRODUCT_CATEGORIES.map(nameOf),
    );
    expect(chosen().textContent).toBe(nameOf('miner'));
    fireEvent.click(screen.getByRole('tab', { name: nameOf('container') }));
    expect(chosen().textContent).toBe(nameOf('container'));
  });

  it('moves with the arrow keys, Home and End, the focus on the chosen kind', async () => {
    const list = await renderTabs();
    chosen().focus();
    fireEvent.keyDown(chosen(), { key: 'ArrowRight' });
    expect(chosen().textContent).toBe(nameOf(PRODUCT_CATEGORIES[1]!));
    expect(document.activeElement).toBe(chosen());
    fireEvent.keyDown(chosen(), { key: 'End' });
    expect(chosen().textContent).toBe(nameOf(PRODUCT_CATEGORIES.at(-1)!));
    expect(document.activeElement).toBe(chosen());
    fireEvent.keyDown(chosen(), { key: 'Home' });
    expect(chosen().textContent).toBe(nameOf('miner'));
    expect(document.activeElement).toBe(chosen());
    fireEvent.keyDown(chosen(), { key: 'ArrowLeft' });
    expect(chosen().textContent).toBe(nameOf('miner'));
    fireEvent.keyDown(chosen(), { key: 'End' });
    fireEvent.keyDown(chosen(), { key: 'ArrowLeft' });
    expect(chosen().textContent).toBe(nameOf(PRODUCT_CATEGORIES.at(-2)!));
    expect(document.activeElement).toBe(chosen());
    expect(chosen().getAttribute('tabindex')).toBe('0');
    expect(list.querySelectorAll('[role="tab"][tabindex="0"]')).toHaveLength(1);
  });
});
