import { useSearchParams } from 'react-router-dom';
import { filterFromAddress } from './filter-from-address';

/**
 * An admin list's filter by one field, kept in the address (`?status=failed`, `?topic=repair`):
 * a dashboard count links to the list filtered, and a filtered list can be reloaded or shared.
 * A value not among `statuses` reads as 'all'. Spread it into a FilterSelect.
 */
export function useAddressFilter<S extends string>(name: string, statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  return {
    value: filterFromAddress(params, name, statuses) ?? ('all' as const),
    statuses,
    onChange(next: S | 'all') {
      // The other filters in the address stay.
      const changed = new URLSearchParams(params);
      if (next === 'all') changed.delete(name);
      else changed.set(name, next);
      setParams(changed, { replace: true });
    },
  };
}
