/**
 * The fallback the order page shows when the service cannot give the order (fallback-order.ts).
 * Its reader of kept copies loads only then: a page that reads the order never ships it.
 */
import { useEffect, useState } from 'react';
import type { FallbackOrder } from './fallback-order';

/** `unavailable`: the reader itself could not load (the network is down too). */
export type FallbackState = FallbackOrder | 'unavailable' | null;

/** One order's fallback: its page mounts afresh per order (keyed by the order id). */
export function useFallbackOrder(orderId: string, wanted: boolean): FallbackState {
  const [state, setState] = useState<FallbackState>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import(/* webpackChunkName: "fallback-order" */ './fallback-order').then(
      ({ localFallbackOrder }) => live && setState(localFallbackOrder(orderId)),
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [orderId, wanted]);
  return wanted ? state : null;
}
