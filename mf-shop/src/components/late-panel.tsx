import { lazy, Suspense, type ComponentType } from 'react';
import { useNearViewport } from '@minesite/shared/ui';
import './cards-and-panels.css';
import './late-panel.css';

/** The empty panel drawn in the room until the panel's code has come. */
function EmptyPanel() {
  return <div className="shop-panel shop-late-panel" aria-hidden="true" />;
}

/**
 * A panel below the fold whose code (a profit table and its decimal arithmetic, big.js) is not
 * part of the page's first visit: it loads as the visitor scrolls near it. Its room keeps one
 * height before and after (at least that of the tallest language's panel), so nothing below it
 * moves even when the code comes late, with the panel already in view (a slow phone).
 */
export function lateLoaded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Panel = lazy(load);
  return function LatePanel(props: P) {
    const [room, near] = useNearViewport<HTMLDivElement>('200px');
    return (
      <div ref={room} className="shop-late-room">
        {near ? (
          <Suspense fallback={<EmptyPanel />}>
            <Panel {...props} />
          </Suspense>
        ) : (
          <EmptyPanel />
        )}
      </div>
    );
  };
}
