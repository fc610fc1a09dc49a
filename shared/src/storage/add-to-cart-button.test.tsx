import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactElement } from 'react';
import en from '../i18n/messages/en.json';
import { AddToCartButton } from './add-to-cart-button';
import { readCart } from './cart-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const inEnglish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="en" messages={en}>
      {ui}
    </IntlProvider>,
  );

const name = { zh: '蚂蚁 S21', en: 'Antminer S21', es: 'Antminer S21', ru: 'Antminer S21' };
const line = { kind: 'machine', productId: 'antminer-s21-195t', quantity: 1 } as const;

describe('Add to cart', () => {
  it('puts the choice in the cart and says how many lines it holds', async () => {
    inEnglish(
      <AddToCartButton line={line} name={name} seen={{ currency: 'CNY', amount: 26_800 }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: en['cart.add'] }));
    fireEvent.click(screen.getByRole('button', { name: en['cart.add'] }));

    expect(readCart()).toMatchObject([
      { line: { ...line, quantity: 2 }, name, seen: { currency: 'CNY', amount: 26_800 } },
    ]);
    expect(await screen.findAllByText('Added to your cart (1 line in the cart)')).not.toHaveLength(
      0,
    );
  });

  it('waits while the choice is incomplete', () => {
    inEnglish(<AddToCartButton line={null} name={name} seen={null} />);
    const button = screen.getByRole('button', { name: en['cart.add'] });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(readCart()).toEqual([]);
  });
});
