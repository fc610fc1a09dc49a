import { useEffect, useRef, useState } from 'react';
import { readOrderStartTime, writeOrderStartTime } from '@minesite/shared/storage';
import { remainingMs } from '../countdown';

/**
 * The milliseconds left to pay, ticking each second from the first view of the order (its start
 * saved under order_start_time_{orderId}). Calls `onExpire` once when it reaches zero.
 * Inactive (null) for orders that are no longer waiting for payment.
 */
export function usePaymentCountdown(
  orderId: string,
  active: boolean,
  onExpire: () => void,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  const [startMs, setStartMs] = useState<number | null>(null);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!active || !orderId) return;
    let start = readOrderStartTime(orderId);
    if (start === null) {
      start = Date.now();
      writeOrderStartTime(orderId, start);
    }
    setStartMs(start);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [orderId, active]);

  const left = active && startMs !== null ? remainingMs(startMs, now) : null;
  useEffect(() => {
    if (left === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [left]);
  return left;
}
