import { readOrderStartTime, writeOrderStartTime } from '@minesite/shared/storage';

/**
 * When the payment countdown of an order started: saved (as order_start_time_{orderId}) on the
 * first view of the order, read back on every later one.
 */
export function countdownStart(orderId: string, now: number = Date.now()): number {
  const saved = readOrderStartTime(orderId);
  if (saved !== null) return saved;
  writeOrderStartTime(orderId, now);
  return now;
}
