import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** A finger that drifts further than this is scrolling, not holding. */
const MOVE_TOLERANCE_PX = 10;

export interface LongPressHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onContextMenu(event: MouseEvent): void;
  onClick(event: MouseEvent): void;
}

/**
 * Calls `onLongPress` once a pointer has been held on the element for `ms`, while it is still
 * held. Releasing, moving away or cancelling earlier does nothing; the click that ends a long
 * press is swallowed so the element's own tap action does not also run.
 */
export function useLongPress(onLongPress: () => void, ms: number): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cancel();
      fired.current = false;
      origin.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = undefined;
        origin.current = null;
        fired.current = true;
        callback.current();
      }, ms);
    },
    onPointerMove(event) {
      const start = origin.current;
      if (!start) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX)
        cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A held finger would otherwise open the browser's own context menu or text selection.
    onContextMenu(event) {
      event.preventDefault();
    },
    onClick(event) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
