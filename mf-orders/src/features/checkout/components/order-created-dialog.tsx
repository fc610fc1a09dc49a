import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, MonoText, Rows } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import { PAYMENT_METHOD_MESSAGE_IDS } from '../../../components/payment-method-label';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { useOrderProductName } from '../../../lib/use-product-name';
import type { CreatedOrder } from '../created-order';
import { ChoiceRows } from '../../../components/choice-rows';
import { QuoteTotals } from '../../../components/quote-totals';
import './order-created-dialog.css';

/**
 * The spec's success dialog: the order id with copy, the product and what was chosen (for hash
 * power also the pool and payment method), what is due, and the save-the-order tip.
 */
export default function OrderCreatedDialog({
  created,
  onClose,
}: {
  created: CreatedOrder;
  onClose: () => void;
}) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const { order } = created;
  const name = useOrderProductName(order) || created.name;
  // The service's reading of the order wins over what the page sent.
  const choice = order.quote?.choice ?? created.choice;
  return (
    <Dialog
      visible
      title={<FormattedMessage id="orders.checkout.created.title" />}
      content={
        <div className="orders-created">
          <div className="orders-created-id">
            <span className="orders-created-id-label">
              <FormattedMessage id="orders.order.id" />
            </span>
            <MonoText as="strong" data-testid="created-order-id">
              {order.orderId}
            </MonoText>
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
          <Rows variant="summary">
            <DetailRow labelId="orders.product.name">{name}</DetailRow>
            <ChoiceRows choice={choice} />
            {choice.kind === 'hashpower' && (
              <>
                <DetailRow labelId="orders.order.pool">{order.selectedPool}</DetailRow>
                <DetailRow labelId="orders.order.paymentMethod">
                  {order.paymentMethod && (
                    <FormattedMessage id={PAYMENT_METHOD_MESSAGE_IDS[order.paymentMethod]} />
                  )}
                </DetailRow>
              </>
            )}
            {order.quote && <QuoteTotals quote={order.quote} />}
          </Rows>
          <p className="orders-created-tip">
            <FormattedMessage id="orders.checkout.created.saveTip" />
          </p>
        </div>
      }
      actions={[
        { key: 'understood', text: <FormattedMessage id="orders.checkout.created.understood" /> },
      ]}
      onAction={onClose}
    />
  );
}
