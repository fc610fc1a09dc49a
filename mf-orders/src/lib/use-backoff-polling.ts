import { useState } from 'react';
import { pollIntervalMs } from './poll-backoff';

/**
 * The `pollingInterval` for an RTK Query subscription: grows while the answers stay the same
 * and starts over when one differs; 0 (no polling) once `settled`. `fulfilledAt` is the
 * query's `fulfilledTimeStamp`: each new one is a new answer. RTK Query hands back the same
 * `data` object when an answer equals the previous one, so sameness is identity.
 */
export function useBackoffPolling(
  data: unknown,
  fulfilledAt: number | undefined,
  settled: boolean,
): number {
  const [seen, setSeen] = useState({ fulfilledAt, data, unchanged: 0 });
  if (seen.fulfilledAt !== fulfilledAt) {
    setSeen({
      fulfilledAt,
      data,
      unchanged: data === seen.data ? seen.unchanged + 1 : 0,
    });
  }
  return settled ? 0 : pollIntervalMs(seen.unchanged);
}
