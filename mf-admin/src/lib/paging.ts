/** A page of an admin list as the service answers it (`?page=&pageSize=`). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many rows the admin lists ask for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/** The page after `last`, or undefined once every matching row has been loaded. */
export function nextPage(last: Paged<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list, each row once: a row that moved to a later page between two
 * loads (a new order arrived meanwhile) is kept where it was first seen.
 */
export function uniqueRows<T>(pages: readonly Paged<T>[] | undefined, key: (row: T) => string) {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.items) {
      const id = key(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  return rows;
}

/** Query-string parameters, leaving out the empty ones. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}
