import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicOrder } from '@minesite/shared/domain';
import { Button, Card, CardHead, CardTitle, Rows, MonoText } from '@minesite/shared/ui';
import { OrderStageTag } from '@minesite/shared/orders/tags';
import { DetailRow } from '../../../components/detail-row';
import { OrderTime } from '../../../components/order-time';
import { orderTimeMs } from '../../../lib/order-time';
import { useOrderProductName } from '../../../lib/use-product-name';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { OrderChoiceRows } from './order-choice-rows';

/**
 * The product (named in the reader's language), where the order stands, its id, time and
 * options. A `placeholder` (an order the service could not give) shows the spec's status only.
 */
export function OrderSummary({ order, placeholder }: { order: PublicOrder; placeholder: boolean }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const productName = useOrderProductName(order);
  return (
    <Card aria-labelledby="order-product-title">
      <CardHead>
        <CardTitle id="order-product-title" as="h2">
          {productName || <FormattedMessage id="orders.detail.unknownProduct" />}
        </CardTitle>
        <OrderStageTag order={order} statusOnly={placeholder} />
      </CardHead>
      <Rows variant="summary">
        <DetailRow labelId="orders.order.id">
          <MonoText data-testid="order-id">{order.orderId}</MonoText>
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
      </Rows>
    </Card>
  );
}
