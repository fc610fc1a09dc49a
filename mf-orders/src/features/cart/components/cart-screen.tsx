import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCart } from '@minesite/shared/cart';
import { PageLayout } from '@minesite/shared/ui';
import './cart.css';

// The lines, their prices (the service's quote) and steppers load when the cart holds
// something: an empty cart shows its message without them.
const CartLines = lazy(() =>
  import(/* webpackChunkName: "cart-lines" */ './cart-lines').then((module) => ({
    default: module.CartLines,
  })),
);

/** /cart: the buyer's cart on this device (cart-lines.tsx when it holds something). */
export function CartScreen() {
  const entries = useCart();
  return (
    <PageLayout titleId="route.cart">
      {entries.length === 0 ? (
        <p className="cart-empty" data-testid="cart-empty">
          <FormattedMessage id="orders.cart.empty" />
        </p>
      ) : (
        <Suspense fallback={null}>
          <CartLines entries={entries} />
        </Suspense>
      )}
    </PageLayout>
  );
}
