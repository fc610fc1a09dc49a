import { useEffect, useRef, useState } from 'react';
import { expiryMs, remainingMs } from '../countdown';

/**
 * The milliseconds left until `expiresAt` (the end of the payment window the service set),
 * ticking each second; null when there is no window. Calls `onTimeUp` once when it reaches
 * zero, so that the page can ask the service what became of the order.
 */
export function usePaymentCountdown(expiresAt: string, onTimeUp: () => void): number | null {
  const endMs = expiryMs(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const reported = useRef(false);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });

  useEffect(() => {
    if (endMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endMs]);

  const left = endMs === null ? null : remainingMs(endMs, now);
  useEffect(() => {
    if (left === 0 && !reported.current) {
      reported.current = true;
      timeUp.current();
    }
  }, [left]);
  return left;
}
