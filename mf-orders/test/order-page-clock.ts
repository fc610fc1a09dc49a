/** What the tests of the order pages share: a clock in the order's payment window, and time passing. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the file half an hour after the fixture order was placed (its payment
 * window open), on a clock that also moves by itself; after each, the page, the clock, the
 * mocks and the browser's storage are reset.
 */
export function runInPaymentWindow() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-01-01T00:30:00.000Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}

/** Lets the page's timers run as if `ms` had passed (polls, the countdown). */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
