import { useMemo, useState } from 'react';
import type { AdminListQuery } from '../components/admin-list';
import { uniqueRows, type RowKey } from './paged-list-query';
import { useDebounced } from './use-debounced';

/**
 * An admin list's search: as typed (`search`), and as the list asks the service for it once
 * the typing pauses (`q`).
 */
export function useAdminSearch() {
  const [search, setSearch] = useState('');
  return { search, setSearch, q: useDebounced(search) };
}

/** The rows of an admin list's loaded pages, each once by `key`. */
export function useListRows<Row>(list: AdminListQuery<Row>, key: RowKey<Row>): Row[] {
  const pages = list.data?.pages;
  return useMemo(() => uniqueRows(pages, (row) => row[key] as string), [pages, key]);
}
