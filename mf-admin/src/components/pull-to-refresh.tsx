import { useEffect, useRef, useState, type ReactNode } from 'react';
import './pull-to-refresh.css';

type Status = 'idle' | 'pulling' | 'release' | 'refreshing' | 'complete';

/** How far the content follows the finger: half of the drag, up to this. */
const MAX_PULL_PX = 120;
const COMPLETE_SHOWN_MS = 500;

/**
 * Pull the list down from the top of the page to refresh it. antd-mobile's PullToRefresh does
 * this with react-spring and use-gesture (20 KB on every list's first visit); touch events
 * and a CSS transition do it here. The head has no height at rest, so nothing moves until a
 * finger pulls.
 */
export function PullToRefresh({
  onRefresh,
  threshold,
  texts,
  children,
}: {
  onRefresh: () => Promise<void>;
  /** The pull, in px, past which letting go refreshes. */
  threshold: number;
  texts: Record<Exclude<Status, 'idle'>, ReactNode>;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [pull, setPull] = useState(0);
  const [dragging, setDragging] = useState(false);
  // The latest props for the listeners, which are added once.
  const props = useRef({ threshold, onRefresh });
  useEffect(() => {
    props.current = { threshold, onRefresh };
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let startY: number | null = null;
    let now: Status = 'idle';
    const show = (next: Status, distance: number) => {
      now = next;
      setStatus(next);
      setPull(distance);
    };
    const reset = () => show('idle', 0);
    function start(event: TouchEvent) {
      const busy = now === 'refreshing' || now === 'complete';
      startY = !busy && window.scrollY <= 0 ? event.touches[0]!.clientY : null;
    }
    function move(event: TouchEvent) {
      if (startY === null) return;
      const dy = event.touches[0]!.clientY - startY;
      if (dy <= 0) return;
      // The page itself would scroll or bounce: the pull is the list's.
      if (event.cancelable) event.preventDefault();
      const distance = Math.min(dy / 2, MAX_PULL_PX);
      setDragging(true);
      show(distance >= props.current.threshold ? 'release' : 'pulling', distance);
    }
    async function end() {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (now !== 'release') return reset();
      show('refreshing', props.current.threshold);
      try {
        await props.current.onRefresh();
      } finally {
        show('complete', props.current.threshold);
        window.setTimeout(reset, COMPLETE_SHOWN_MS);
      }
    }
    const endListener = () => void end();
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', endListener);
    element.addEventListener('touchcancel', endListener);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', endListener);
      element.removeEventListener('touchcancel', endListener);
    };
  }, []);

  return (
    <div ref={root} className="admin-pull">
      <div
        className={dragging ? 'admin-pull-head' : 'admin-pull-head admin-pull-settle'}
        style={{ height: pull }}
        aria-hidden={status === 'idle'}
      >
        <div className="admin-pull-text" style={{ height: threshold }}>
          {status !== 'idle' && texts[status]}
        </div>
      </div>
      {children}
    </div>
  );
}
