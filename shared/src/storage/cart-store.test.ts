import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aQuoteItem } from '../testing/order-fixtures';
import { lineRefusal, statusOfPriced, unitPriceOf } from './cart-lines';
import {
  acceptCartPrice,
  addToCart,
  readCart,
  removeFromCart,
  setCartQuantity,
  watchCart,
} from './cart-store';
import { readCartLineCount, STORAGE_KEYS } from './local-storage';
import { useCart } from './use-cart';

afterEach(() => localStorage.clear());

const s21 = { kind: 'machine', productId: 'antminer-s21-195t', quantity: 6 } as const;
const l9 = { kind: 'machine', productId: 'antminer-l9', quantity: 2 } as const;
const trial = {
  kind: 'hashpower',
  productId: 'cloud-trial-30',
  hashrateTh: 10,
  durationDays: 30,
  powerDays: 30,
  quantity: 1,
} as const;

describe('the cart', () => {
  it('keeps its lines in storage under `cart`, so a reload reads them back', () => {
    addToCart(s21, { seen: { currency: 'CNY', amount: 26_800 } });
    addToCart(trial);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!);
    expect(stored.lines).toHaveLength(2);
    expect(readCartLineCount()).toBe(2);
    expect(readCart().map((entry) => entry.line)).toEqual([s21, trial]);
  });

  it('adds the same choice to its line, and changes and removes lines', () => {
    addToCart(s21);
    addToCart({ ...s21, quantity: 2 });
    addToCart(l9);
    const [first, second] = readCart();
    expect(first!.line.quantity).toBe(8);

    setCartQuantity(first!.key, 3);
    setCartQuantity(second!.key, 0);
    expect(readCart().map((entry) => entry.line.quantity)).toEqual([3, 1]);

    removeFromCart(first!.key);
    expect(readCart().map((entry) => entry.line.productId)).toEqual(['antminer-l9']);
  });

  it('keeps a package line’s quantity within its bounds', () => {
    addToCart({ ...trial, quantity: 500 });
    expect(readCart()[0]!.line.quantity).toBe(100);
  });

  it('drops what it cannot read rather than failing', () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ lines: [{ line: s21 }, { line: { kind: 'spaceship' } }, 7] }),
    );
    expect(readCart().map((entry) => entry.line)).toEqual([s21]);
  });

  it('stays in step with another tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toEqual([]);
    const heard = vi.fn();
    const stop = watchCart(heard);

    // Another tab writes the cart: this tab gets the browser's storage event.
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ lines: [{ line: l9 }] }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(result.current.map((entry) => entry.line)).toEqual([l9]);
    expect(heard).toHaveBeenCalledTimes(1);

    act(() => {
      addToCart(s21);
    });
    expect(result.current).toHaveLength(2);
    stop();
  });
});

describe('stale lines', () => {
  it('marks a line whose price moved since it was added, until the buyer accepts it', () => {
    addToCart(trial, { seen: { currency: 'USD', amount: 21.65 } });
    const entry = readCart()[0]!;
    const samePrice = aQuoteItem({ quantity: 1, currency: 'USD', total: 21.65 });
    expect(statusOfPriced(entry, samePrice)).toBe('ok');

    const dearer = aQuoteItem({ quantity: 1, currency: 'USD', total: 24.1 });
    expect(statusOfPriced(entry, dearer)).toBe('priceChanged');

    acceptCartPrice(entry.key, unitPriceOf(dearer));
    expect(statusOfPriced(readCart()[0]!, dearer)).toBe('ok');
  });

  it('reads which line the service refused, and why', () => {
    expect(lineRefusal('lines[2].productId no such product')).toEqual({ index: 2, status: 'gone' });
    expect(lineRefusal('lines[0].productId product 1 is sold out')).toEqual({
      index: 0,
      status: 'soldOut',
    });
    expect(lineRefusal('lines[1].hashrateTh must be one of: 10, 20')).toEqual({
      index: 1,
      status: 'unavailable',
    });
    expect(lineRefusal('choice.productId no such product')).toBeNull();
  });
});
