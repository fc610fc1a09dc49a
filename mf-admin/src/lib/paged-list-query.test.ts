import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '@minesite/shared/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { contactRoutes } from '@minesite/shared/routes/contacts';
import { MALFORMED_REPLY, nextPage, pagedListQuery, uniqueRows } from './paged-list-query';

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
});

describe('an admin list’s page', () => {
  const contact = {
    id: '0123456789abcdef01234567',
    title: 'Ana',
    email: 'ana@example.es',
    phone: '',
    machineCount: '',
    source: 'WeChat',
    topic: 'repair',
    message: 'Two S21 do not hash.',
    status: 'new',
    createdAt: '2025-01-01T00:00:00.000Z',
  };
  const list = pagedListQuery<string, Contact>(
    contactRoutes.list,
    (q) => ({ q, status: undefined }),
    'id',
  );
  const load = (reply: unknown) => {
    const baseQuery = vi.fn(async (_args: FetchArgs) => ({ data: reply }));
    return {
      baseQuery,
      result: list.queryFn({ queryArg: 'ana', pageParam: 2 }, {}, {}, baseQuery),
    };
  };

  it('asks for its page of the search, leaving the empty parameters out', async () => {
    const { baseQuery, result } = load({ items: [contact], total: 21, page: 2, pageSize: 20 });
    expect(await result).toEqual({ data: { items: [contact], total: 21, page: 2, pageSize: 20 } });
    expect(baseQuery).toHaveBeenCalledWith({
      url: '/api/contacts?q=ana&page=2&pageSize=20',
      method: 'GET',
    });
  });

  it('is the malformed-reply error when the reply is not a page of its rows', async () => {
    expect(await load([contact]).result).toEqual({ error: MALFORMED_REPLY });
    expect(await load({ items: [{ id: 1 }], total: 1, page: 1, pageSize: 20 }).result).toEqual({
      error: MALFORMED_REPLY,
    });
    expect(await load({ items: [contact], total: '1', page: 1, pageSize: 20 }).result).toEqual({
      error: MALFORMED_REPLY,
    });
  });
});
