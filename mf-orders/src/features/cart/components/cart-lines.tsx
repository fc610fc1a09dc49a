import { Suspense, lazy, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearCart, type CartEntry } from '@minesite/shared/cart';
import type { CheckoutKind } from '@minesite/shared/domain';
import { Button, Card, CardTitle, Rows } from '@minesite/shared/ui';
import { QuoteItemRows } from '../../../components/quote-items';
import { useCartQuote } from '../use-cart-quote';
import { CartLineCard } from './cart-line-card';
import '../../checkout/components/checkout.css';

// The checkout's form (address, e-mail, pool) loads when the buyer goes on to check out.
const CheckoutForm = lazy(() =>
  import(/* webpackChunkName: "cart-checkout" */ '../../checkout/components/checkout-form').then(
    (module) => ({ default: module.CheckoutForm }),
  ),
);

/** What the contact field asks for: a delivery address when any machine is in the cart. */
function contactKind(entries: CartEntry[]): CheckoutKind {
  const kinds = new Set(entries.map((entry) => entry.line.kind));
  return kinds.has('machine') ? 'machine' : kinds.has('hashpower') ? 'hashpower' : 'rental';
}

/**
 * The lines of a cart that holds something: each priced by the service, with its quantity to
 * change and a remove button; a line gone, sold out or repriced since it was added is marked,
 * and the cart is bought only once none is. One checkout for all of it: one order, one payment.
 */
export function CartLines({ entries }: { entries: CartEntry[] }) {
  const state = useCartQuote(entries);
  const navigate = useNavigate();
  const quote = state.result?.quote ?? undefined;
  const marked = state.lines.some((line) => line.status !== 'ok');
  const [checkingOut, setCheckingOut] = useState(false);

  return (
    <>
      {state.lines.map((line, index) => (
        <CartLineCard key={line.entry.key} line={line} index={index} />
      ))}
      <Card aria-labelledby="cart-totals-title">
        <CardTitle id="cart-totals-title" as="h2">
          <FormattedMessage id="orders.cart.totals" />
        </CardTitle>
        {quote && (
          <Rows variant="summary">
            <QuoteItemRows quote={quote} />
          </Rows>
        )}
        {state.failed && (
          <Button size="small" onClick={state.retry}>
            <FormattedMessage id="orders.cart.retry" />
          </Button>
        )}
      </Card>
      {marked && (
        <p className="cart-line-mark" role="alert">
          <FormattedMessage id="orders.cart.fixMarked" />
        </p>
      )}
      {checkingOut ? (
        <Suspense fallback={null}>
          <CheckoutForm
            kind={contactKind(entries)}
            choice={null}
            lines={entries.map((entry) => entry.line)}
            quote={quote}
            ready={state.ready}
            name=""
            onRepriced={state.retry}
            onCreated={({ order }) => {
              clearCart();
              void navigate(`/order-detail?orderId=${encodeURIComponent(order.orderId)}`);
            }}
          />
        </Suspense>
      ) : (
        <Button block color="primary" size="large" onClick={() => setCheckingOut(true)}>
          <FormattedMessage id="orders.cart.checkout" />
        </Button>
      )}
    </>
  );
}
