import { FormattedMessage } from 'react-intl';
import { Card, CardTitle, FieldTip } from '@minesite/shared/ui';

/**
 * An order the service could not price (no fresh BTC rate): the operator sets the amount, and
 * this page, which keeps asking the service, then shows what to pay without a reload.
 */
export function AwaitingPriceCard() {
  return (
    <Card className="orders-pay" aria-labelledby="awaiting-price-title">
      <CardTitle id="awaiting-price-title" as="h2">
        <FormattedMessage id="orders.payment.awaitingPrice.title" />
      </CardTitle>
      <FieldTip role="status">
        <FormattedMessage id="orders.payment.awaitingPrice.text" />
      </FieldTip>
    </Card>
  );
}
