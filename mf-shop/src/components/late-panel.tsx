import { lazy, Suspense, type ComponentType } from 'react';
import { useNearViewport } from '@minesite/shared/ui';
import './cards-and-panels.css';
import './late-panel.css';

/** The room a late panel will take: drawn empty, at about its height. */
function PanelRoom() {
  return <div className="shop-panel shop-late-panel" aria-hidden="true" />;
}

/**
 * A panel below the fold whose code (a profit table and its decimal arithmetic, big.js) is not
 * part of the page's first visit: it loads as the visitor scrolls near it, in the room kept for
 * it, before it comes into view, so nothing below it moves.
 */
export function lateLoaded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Panel = lazy(load);
  return function LatePanel(props: P) {
    const [room, near] = useNearViewport<HTMLDivElement>('200px');
    if (!near)
      return (
        <div ref={room}>
          <PanelRoom />
        </div>
      );
    return (
      <Suspense fallback={<PanelRoom />}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
