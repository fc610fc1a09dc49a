import type { ReactNode } from 'react';
import { Card, CardTitle } from '@minesite/shared/ui';

/** The product being bought, by name, with what the buyer chose or is choosing. */
export function CheckoutSummary({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Card aria-labelledby="purchase-product-title">
      <CardTitle id="purchase-product-title" as="h2">
        {name}
      </CardTitle>
      {children}
    </Card>
  );
}
