import { useEffect, useRef, useState } from 'react';
import { remainingMs } from '../countdown';
import { countdownStart } from '../countdown-start';

/**
 * The milliseconds left to pay, ticking each second from the first view of the order (its start
 * saved under order_start_time_{orderId}). Calls `onExpire` once when it reaches zero.
 */
export function usePaymentCountdown(orderId: string, onExpire: () => void): number {
  const [startMs] = useState(() => countdownStart(orderId));
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = remainingMs(startMs, now);
  useEffect(() => {
    if (left === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [left]);
  return left;
}
