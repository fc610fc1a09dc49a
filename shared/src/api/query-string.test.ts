import { describe, expect, it } from 'vitest';
import { queryString, withQuery } from './query-string';

describe('a service call’s query string', () => {
  it('keeps the order given and leaves empty parameters out', () => {
    expect(
      queryString({ page: 1, q: '', status: undefined, to: null, minAmount: 0, flag: false }),
    ).toBe('page=1&minAmount=0&flag=false');
  });

  it('writes lists comma-separated, and an empty list not at all', () => {
    expect(queryString({ paymentState: ['review', 'paid'], other: [] })).toBe(
      'paymentState=review%2Cpaid',
    );
  });

  it('escapes what it writes, and gives the bare path when nothing is left', () => {
    expect(withQuery('/api/products', { q: 'S21 & co' })).toBe('/api/products?q=S21+%26+co');
    expect(withQuery('/api/products', { q: '' })).toBe('/api/products');
  });
});
