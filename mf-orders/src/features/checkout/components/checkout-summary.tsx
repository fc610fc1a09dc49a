import type { ReactNode } from 'react';
import '../../../components/cards.css';

/** The product being bought, by name, with what the buyer chose or is choosing. */
export function CheckoutSummary({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <section className="orders-card" aria-labelledby="purchase-product-title">
      <h2 id="purchase-product-title" className="orders-card-title">
        {name}
      </h2>
      {children}
    </section>
  );
}
