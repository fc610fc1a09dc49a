/**
 * One generate-order attempt: the request key and time sent to the service. Pressing the button
 * again after a failure, with nothing changed, sends the same key and time, so if the first
 * request did reach the service the retry returns that order instead of creating a second one.
 */
export interface PurchaseAttempt {
  /** What was submitted, serialised; a change starts a new attempt. */
  key: string;
  requestId: string;
  orderTime: string;
}

export function attemptFor(
  previous: PurchaseAttempt | null,
  key: string,
  nowMs: number,
  makeRequestId: () => string,
): PurchaseAttempt {
  if (previous?.key === key) return previous;
  return { key, requestId: makeRequestId(), orderTime: new Date(nowMs).toISOString() };
}
