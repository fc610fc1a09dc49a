/** A product's "My notes" link: to that product's notes, with how many this device holds. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeJson } from '../storage/local-storage';
import { ProductNotesLink } from './product-notes-link';

const MESSAGES = { myNotes: '{count, plural, =0 {My notes} other {My notes (#)}}' };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const note = (id: string, productId?: string) => ({
  id,
  text: `note ${id}`,
  ...(productId ? { productId } : {}),
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderLink(productId: string) {
  render(
    <IntlProvider locale="en" messages={MESSAGES}>
      <MemoryRouter>
        <ProductNotesLink productId={productId} messageId="myNotes" />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('link');
}

describe('ProductNotesLink', () => {
  it('leads to the notes about the product, counting only those', () => {
    writeJson(STORAGE_KEYS.notes, [
      note('a', 's 21'),
      note('b', 's 21'),
      note('c', 'l9'),
      note('d'),
    ]);
    const link = renderLink('s 21');
    expect(link.getAttribute('href')).toBe('/notes?product=s%2021');
    expect(link.textContent).toBe('My notes (2)');
  });

  it('says no count when there is none, and follows a note added later', () => {
    const link = renderLink('l9');
    expect(link.textContent).toBe('My notes');
    act(() => writeJson(STORAGE_KEYS.notes, [note('c', 'l9')]));
    expect(link.textContent).toBe('My notes (1)');
  });
});
