/**
 * A value that waits until it stops changing: a stepper pressed several times is quoted once.
 * On its own so that the cart, which quotes through its own endpoint, does not load the
 * checkout's order calls with it.
 */
import { useEffect, useState } from 'react';

/** How long a choice must stay unchanged before it is quoted. */
export const QUOTE_SETTLE_MS = 400;

/** `value` once it has stayed the same for `delayMs`. */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
