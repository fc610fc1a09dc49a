import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button, Dialog } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import { isMachine } from '../machine-info';
import { MachineOrderRows } from './machine-order-rows';
import { PackageTermsRows } from './package-terms-rows';
import { PAYMENT_METHOD_MESSAGE_IDS } from '../../../components/payment-method-label';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';

export function OrderCreatedDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const { productInfo: product } = order;
  return (
    <Dialog
      visible
      title={<FormattedMessage id="orders.created.title" />}
      content={
        <div className="orders-created">
          <div className="orders-created-id">
            <span className="orders-created-id-label">
              <FormattedMessage id="orders.order.id" />
            </span>
            <strong className="orders-id" data-testid="created-order-id">
              {order.orderId}
            </strong>
            <Button
              size="mini"
              fill="outline"
              color="primary"
              onClick={() => void copy(order.orderId, 'orders.copy.orderIdCopied')}
              aria-label={intl.formatMessage({ id: 'orders.copy.orderIdButton' })}
            >
              <FormattedMessage id="orders.copy.button" />
            </Button>
          </div>
          <dl className="orders-rows">
            <DetailRow labelId="orders.product.name">{product.title}</DetailRow>
            {isMachine(product) ? (
              <MachineOrderRows order={order} machine={product} />
            ) : (
              <>
                <PackageTermsRows product={product} />
                <DetailRow labelId="orders.order.pool">{order.selectedPool}</DetailRow>
                <DetailRow labelId="orders.order.paymentMethod">
                  {order.paymentMethod && (
                    <FormattedMessage id={PAYMENT_METHOD_MESSAGE_IDS[order.paymentMethod]} />
                  )}
                </DetailRow>
              </>
            )}
          </dl>
          <p className="orders-created-tip">
            <FormattedMessage id="orders.created.saveTip" />
          </p>
        </div>
      }
      actions={[{ key: 'understood', text: <FormattedMessage id="orders.created.understood" /> }]}
      onAction={onClose}
    />
  );
}
