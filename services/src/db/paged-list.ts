// How the lists answer: one page `{ items, total, page, pageSize }`, or for the admin lists
// asked without `page` and `pageSize` the array of matching rows (the spec's contract; the
// newest UNPAGED_LIST_MAX at most).
import { requestedPage, UNPAGED_LIST_MAX, type Page } from '@minesite/shared/contract';

/** What a paged list reads: `limit` rows from `skip` in the list's order, and the count. */
export interface PagedSource<T> {
  rows(skip: number, limit: number): Promise<T[]>;
  count(): Promise<number>;
}

/** Page `page` (from 1) of `pageSize` rows, with how many there are in all. */
export async function readPage<T>(
  source: PagedSource<T>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<T>> {
  const [total, items] = await Promise.all([
    source.count(),
    source.rows((page - 1) * pageSize, pageSize),
  ]);
  return { items, total, page, pageSize };
}

/** The rows a list query asks for: all of them (capped) or one page. */
export function listOrPage<T>(
  source: PagedSource<T>,
  query: { page?: number; pageSize?: number },
): Promise<T[] | Page<T>> {
  const paging = requestedPage(query);
  return paging ? readPage(source, paging) : source.rows(0, UNPAGED_LIST_MAX);
}

/** The reply of a list: each row (or each row of the page) as the service answers it. */
export function listReply<T, R>(found: T[] | Page<T>, toReply: (row: T) => R): R[] | Page<R> {
  if (Array.isArray(found)) return found.map(toReply);
  return { ...found, items: found.items.map(toReply) };
}
