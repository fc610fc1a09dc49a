import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { homeViewIndex } from './home-views';

/**
 * The shown home view, kept in the address (`?view=currency`; none for the first view) so a
 * reload or a shared link opens the same view. Switching views replaces the history entry.
 */
export function useHomeView(
  views: readonly { key: string; missing?: boolean }[],
): [index: number, select: (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const index = homeViewIndex(views, params.get('view'));
  const select = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const key = views[next]?.key;
          if (next === 0 || !key) updated.delete('view');
          else updated.set('view', key);
          return updated;
        },
        { replace: true },
      ),
    [setParams, views],
  );
  return [index, select];
}
