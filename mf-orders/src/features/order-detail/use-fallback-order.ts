/**
 * The fallback the order page shows when the service cannot give the order (fallback-order.ts).
 * Its reader of kept copies loads only then: a page that reads the order never ships it.
 */
import { useEffect, useState } from 'react';
import type { FallbackOrder } from './fallback-order';

/** `unavailable`: the reader itself could not load (the network is down too). */
export type FallbackState = FallbackOrder | 'unavailable' | null;

export function useFallbackOrder(orderId: string, wanted: boolean): FallbackState {
  const [state, setState] = useState<{ orderId: string; value: FallbackState } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import(/* webpackChunkName: "fallback-order" */ './fallback-order').then(
      ({ localFallbackOrder }) => live && setState({ orderId, value: localFallbackOrder(orderId) }),
      () => live && setState({ orderId, value: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [orderId, wanted]);
  return wanted && state?.orderId === orderId ? state.value : null;
}
