import type { ReactNode } from 'react';
import { normalizeApiError } from '@minesite/shared/api';
import type { CheckoutKind, Product } from '@minesite/shared/domain';
import { useCheckoutProductQuery } from '../api';
import { sellsAs } from '../checkout-choice';
import { CheckoutLoading } from './checkout-loading';
import { ProductUnavailable } from './product-unavailable';

/**
 * The catalog product the link names, read before anything can be bought: while it loads the
 * page waits; unknown, of another kind or sold out, buying is blocked.
 */
export function CheckoutProductGate({
  productId,
  kind,
  children,
}: {
  productId: string;
  kind: CheckoutKind;
  children: (product: Product) => ReactNode;
}) {
  const { data: product, error, isLoading, refetch } = useCheckoutProductQuery(productId);
  if (isLoading) return <CheckoutLoading />;
  if (error) {
    const failure = normalizeApiError(error);
    const missing = failure.kind === 'server' && failure.status === 404;
    return <ProductUnavailable kind={kind} onRetry={missing ? undefined : () => void refetch()} />;
  }
  if (!product || !sellsAs(product, kind)) return <ProductUnavailable kind={kind} />;
  if (product.soldOut) return <ProductUnavailable kind={kind} soldOut />;
  return children(product);
}
