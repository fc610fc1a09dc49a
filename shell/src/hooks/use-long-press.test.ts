import { act, renderHook } from '@testing-library/react';
import type { MouseEvent, PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './use-long-press';

const pointer = (x = 0, y = 0, extra: Partial<PointerEvent> = {}) =>
  ({ pointerType: 'touch', button: 0, clientX: x, clientY: y, ...extra }) as PointerEvent;
const click = () =>
  ({ preventDefault: vi.fn(), stopPropagation: vi.fn() }) as unknown as MouseEvent & {
    preventDefault: ReturnType<typeof vi.fn>;
  };

describe('useLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(ms = 2000) {
    const onLongPress = vi.fn();
    const { result, unmount } = renderHook(() => useLongPress(onLongPress, ms));
    return { onLongPress, handlers: () => result.current, unmount };
  }

  it('fires once the pointer has been held for the whole time, while still held', () => {
    const { onLongPress, handlers } = setup(2000);
    act(() => handlers().onPointerDown(pointer()));
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onLongPress).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a short tap', () => {
    const { onLongPress, handlers } = setup(5000);
    act(() => handlers().onPointerDown(pointer()));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => handlers().onPointerUp());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('gives up when the pointer leaves, is cancelled or drifts away', () => {
    const { onLongPress, handlers } = setup(2000);
    for (const end of [
      () => handlers().onPointerLeave(),
      () => handlers().onPointerCancel(),
      () => handlers().onPointerMove(pointer(30, 0)),
    ]) {
      act(() => handlers().onPointerDown(pointer()));
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      act(end);
      act(() => {
        vi.advanceTimersByTime(5000);
      });
    }
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('tolerates a trembling finger', () => {
    const { onLongPress, handlers } = setup(2000);
    act(() => handlers().onPointerDown(pointer(100, 100)));
    act(() => handlers().onPointerMove(pointer(104, 97)));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('ignores the right mouse button', () => {
    const { onLongPress, handlers } = setup(2000);
    act(() => handlers().onPointerDown(pointer(0, 0, { pointerType: 'mouse', button: 2 })));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('swallows the click that ends a long press, and only that one', () => {
    const { handlers } = setup(2000);
    act(() => handlers().onPointerDown(pointer()));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const afterHold = click();
    handlers().onClick(afterHold);
    expect(afterHold.preventDefault).toHaveBeenCalled();

    const plainTap = click();
    act(() => handlers().onPointerDown(pointer()));
    act(() => handlers().onPointerUp());
    handlers().onClick(plainTap);
    expect(plainTap.preventDefault).not.toHaveBeenCalled();
  });

  it('forgets a pending press when unmounted', () => {
    const { onLongPress, handlers, unmount } = setup(2000);
    act(() => handlers().onPointerDown(pointer()));
    unmount();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
