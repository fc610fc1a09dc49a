import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@minesite/shared/domain';
import { Button, ErrorBlock, PageLayout } from '@minesite/shared/ui';
import { parseMachineInfo } from '../machine-info';
import { parseProductInfo } from '../product-info';
import { MachineCheckout } from './machine-checkout';
import { OrderCreatedDialog } from './order-created-dialog';
import { ProductSummary } from './product-summary';
import { PurchaseForm } from './purchase-form';
import '../../../components/orders.css';

export function PurchaseScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [created, setCreated] = useState<Order | null>(null);
  const machine = parseMachineInfo(params.get('productInfo'));
  const product = machine ? null : parseProductInfo(params.get('productInfo'));

  return (
    <PageLayout titleId="route.miningPowerPurchase">
      {machine ? (
        <MachineCheckout machine={machine} onCreated={setCreated} />
      ) : product ? (
        <>
          <ProductSummary product={product} />
          <PurchaseForm product={product} onCreated={setCreated} />
        </>
      ) : (
        <div role="alert">
          <ErrorBlock
            status="empty"
            title={<FormattedMessage id="orders.purchase.productInvalid" />}
            description={<FormattedMessage id="orders.purchase.productInvalidHint" />}
          />
          <Button block color="primary" onClick={() => navigate('/mining-power')}>
            <FormattedMessage id="orders.purchase.choosePackage" />
          </Button>
        </div>
      )}
      {created && (
        <OrderCreatedDialog
          order={created}
          onClose={() => navigate(`/order-detail?orderId=${encodeURIComponent(created.orderId)}`)}
        />
      )}
    </PageLayout>
  );
}
