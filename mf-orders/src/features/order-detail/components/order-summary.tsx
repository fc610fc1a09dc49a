import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { DetailRow } from '../../../components/detail-row';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { OrderTime } from '../../../components/order-time';
import { PAYMENT_METHOD_MESSAGE_IDS } from '../../../components/payment-method-label';
import { orderTimeMs } from '../../../lib/normalize-order';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';

export function OrderSummary({ order }: { order: Order }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  return (
    <section className="orders-card" aria-labelledby="order-product-title">
      <div className="orders-card-head">
        <h2 id="order-product-title" className="orders-card-title">
          {order.productInfo.title || <FormattedMessage id="orders.detail.unknownProduct" />}
        </h2>
        <OrderStatusTag status={order.status} />
      </div>
      <dl className="orders-rows">
        <DetailRow labelId="orders.order.id">
          <span className="orders-id" data-testid="order-id">
            {order.orderId}
          </span>
          {order.orderId && (
            <Button
              size="mini"
              fill="outline"
              color="primary"
              className="orders-copy"
              onClick={() => void copy(order.orderId, 'orders.copy.orderIdCopied')}
              aria-label={intl.formatMessage({ id: 'orders.copy.orderIdButton' })}
            >
              <FormattedMessage id="orders.copy.button" />
            </Button>
          )}
        </DetailRow>
        <DetailRow labelId="orders.order.time">
          <OrderTime ms={orderTimeMs(order)} />
        </DetailRow>
        {order.productInfo.kind === 'machine' && order.quantity > 0 && (
          <DetailRow labelId="orders.machine.quantity">{order.quantity}</DetailRow>
        )}
        {order.selectedPool && (
          <DetailRow labelId="orders.order.pool">{order.selectedPool}</DetailRow>
        )}
        {order.paymentMethod && (
          <DetailRow labelId="orders.order.paymentMethod">
            <FormattedMessage id={PAYMENT_METHOD_MESSAGE_IDS[order.paymentMethod]} />
          </DetailRow>
        )}
        {order.totalAmount > 0 && (
          <DetailRow labelId="orders.order.amount">
            <BtcAmount value={order.totalAmount} />
          </DetailRow>
        )}
        {order.transactionHash && (
          <>
            <DetailRow labelId="orders.detail.payment.hash">
              <span className="orders-id">{order.transactionHash}</span>
            </DetailRow>
            <DetailRow labelId="orders.detail.payment.email">{order.buyerEmail}</DetailRow>
          </>
        )}
      </dl>
    </section>
  );
}
