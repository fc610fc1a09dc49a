import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { DetailRow } from '../../../components/detail-row';
import { OrderTime } from '../../../components/order-time';
import { orderTimeMs } from '../../../lib/normalize-order';
import { useOrderProductName } from '../../../lib/use-product-name';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { OrderChoiceRows } from './order-choice-rows';
import '../../../components/cards.css';

/**
 * The product (named in the reader's language), where the order stands, its id, time and
 * options. A `placeholder` (an order the service could not give) shows the spec's status only.
 */
export function OrderSummary({ order, placeholder }: { order: PublicOrder; placeholder: boolean }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const productName = useOrderProductName(order);
  return (
    <section className="orders-card" aria-labelledby="order-product-title">
      <div className="orders-card-head">
        <h2 id="order-product-title" className="orders-card-title">
          {productName || <FormattedMessage id="orders.detail.unknownProduct" />}
        </h2>
        <OrderStageTag order={order} statusOnly={placeholder} />
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
        <OrderChoiceRows order={order} />
      </dl>
    </section>
  );
}
