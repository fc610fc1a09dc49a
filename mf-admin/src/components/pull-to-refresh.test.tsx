/**
 * The hand-made pull to refresh (it replaced antd-mobile's for size): a pull past the threshold
 * refreshes once, through its state texts; a short pull does not.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

afterEach(cleanup);

const TEXTS = {
  pulling: 'Pull to refresh',
  release: 'Release to refresh',
  refreshing: 'Refreshing',
  complete: 'Refreshed',
};

function renderList(onRefresh: () => Promise<void>) {
  render(
    <PullToRefresh onRefresh={onRefresh} threshold={50} texts={TEXTS}>
      <p>The list</p>
    </PullToRefresh>,
  );
  return screen.getByText('The list');
}

/** A finger down at the top of the list, moved `dy` px down (the content follows half). */
function pull(target: Element, dy: number) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + dy }] });
}

describe('PullToRefresh', () => {
  it('refreshes once when pulled past the threshold, saying what it does', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const list = renderList(onRefresh);

    pull(list, 60);
    expect(screen.getByText(TEXTS.pulling)).toBeTruthy();
    fireEvent.touchMove(list, { touches: [{ clientY: 220 }] });
    expect(screen.getByText(TEXTS.release)).toBeTruthy();
    fireEvent.touchEnd(list);
    expect(screen.getByText(TEXTS.refreshing)).toBeTruthy();
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(screen.getByText(TEXTS.complete)).toBeTruthy();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a short pull', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const list = renderList(onRefresh);

    pull(list, 80);
    expect(screen.getByText(TEXTS.pulling)).toBeTruthy();
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    for (const text of Object.values(TEXTS)) expect(screen.queryByText(text)).toBeNull();
  });
});
