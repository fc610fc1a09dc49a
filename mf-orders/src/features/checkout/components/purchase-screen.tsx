import { Suspense, lazy, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readCheckoutLink } from '@minesite/shared/domain';
import { PageLayout } from '@minesite/shared/ui';
import type { CreatedOrder } from '../created-order';
import { CheckoutLoading } from './checkout-loading';
import { ProductUnavailable } from './product-unavailable';
import './checkout.css';

// One screen per kind, loaded with the link that asks for it.
const HashpowerCheckout = lazy(() => import('./hashpower-checkout'));
const MachineCheckout = lazy(() => import('./machine-checkout'));
const RentalCheckout = lazy(() => import('./rental-checkout'));
const OrderCreatedDialog = lazy(() => import('./order-created-dialog'));

/** /mining-power-purchase: the checkout of whatever the checkout link names. */
export function PurchaseScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = useMemo(() => readCheckoutLink(params), [params]);
  const [created, setCreated] = useState<CreatedOrder | null>(null);

  return (
    <PageLayout titleId="route.miningPowerPurchase">
      <Suspense fallback={<CheckoutLoading />}>
        {link?.kind === 'hashpower' ? (
          <HashpowerCheckout link={link} onCreated={setCreated} />
        ) : link?.kind === 'machine' ? (
          <MachineCheckout link={link} onCreated={setCreated} />
        ) : link?.kind === 'rental' ? (
          <RentalCheckout link={link} onCreated={setCreated} />
        ) : (
          <ProductUnavailable kind={null} />
        )}
      </Suspense>
      {created && (
        <Suspense fallback={null}>
          <OrderCreatedDialog
            created={created}
            onClose={() =>
              navigate(`/order-detail?orderId=${encodeURIComponent(created.order.orderId)}`)
            }
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
