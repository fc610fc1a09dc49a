import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOME_VIEW_TABS, homeViewIndex } from './home-views';

/**
 * The shown home view, kept in the address (`?view=currency`; none for the first view) so a
 * reload or a shared link opens the same view. Switching views replaces the history entry.
 */
export function useHomeView(): [index: number, select: (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const index = homeViewIndex(params.get('view'));
  const select = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 0) updated.delete('view');
          else updated.set('view', HOME_VIEW_TABS[next]!.key);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [index, select];
}
