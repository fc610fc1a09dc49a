import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readShopFilters, withFilter, writeShopFilters, type ShopFilters } from './shop-filters';

/**
 * The shop's filters as the address holds them, and changes to them written back there: `apply`
 * adds a history entry unless told to replace it; `search` replaces it while the buyer types.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readShopFilters(params), [params]);
  const apply = useCallback(
    (next: ShopFilters, replace = false) =>
      setParams((current) => writeShopFilters(current, next), { replace }),
    [setParams],
  );
  const search = useCallback(
    (q: string, typing: boolean) => apply(withFilter(filters, 'q', q.trim()), typing),
    [apply, filters],
  );
  return { filters, apply, search };
}
