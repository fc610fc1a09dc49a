import { describe, expect, it } from 'vitest';
import { nextPage, queryString, uniqueRows } from './paging';

describe('admin list paging', () => {
  it('asks for the next page until every matching row is in', () => {
    expect(nextPage({ items: [], total: 45, page: 1, pageSize: 20 })).toBe(2);
    expect(nextPage({ items: [], total: 45, page: 3, pageSize: 20 })).toBeUndefined();
    expect(nextPage({ items: [], total: 40, page: 2, pageSize: 20 })).toBeUndefined();
  });

  it('shows each row once, where it was first seen', () => {
    const page = (page: number, ids: string[]) => ({
      items: ids.map((id) => ({ id })),
      total: 5,
      page,
      pageSize: 3,
    });
    // A new order pushed "b" onto the second page between the two loads.
    const rows = uniqueRows([page(1, ['a', 'b', 'c']), page(2, ['b', 'd'])], (r) => r.id);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves empty parameters out of the query', () => {
    expect(queryString({ page: 1, q: '', status: undefined, minAmount: 0 })).toBe(
      'page=1&minAmount=0',
    );
  });
});
