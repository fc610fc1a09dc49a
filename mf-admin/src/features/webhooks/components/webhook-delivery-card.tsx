import { FormattedMessage, useIntl } from 'react-intl';
import type { WebhookDelivery } from '@minesite/shared/contract';
import { CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { CardFacts, FactTime } from '../../../components/card-facts';
import { RecordCard } from '../../../components/record-card';
import { StatusTag } from '../../../components/status-tag';
import {
  canRedeliver,
  DELIVERY_STATUS_COLORS,
  DELIVERY_STATUS_MESSAGE_IDS,
  noticeMessageId,
} from './webhook-labels';
import '../../../components/send-attempts.css';

/** One delivery: the notice and its order, status, tries, how the last one ended, its times. */
export function WebhookDeliveryCard({
  delivery,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
}) {
  const intl = useIntl();
  const type = intl.formatMessage({ id: noticeMessageId(delivery.type) });
  return (
    <RecordCard
      name={type}
      tag={
        <StatusTag
          status={delivery.status}
          colors={DELIVERY_STATUS_COLORS}
          messageIds={DELIVERY_STATUS_MESSAGE_IDS}
        />
      }
    >
      <CardMeta>
        <code>{delivery.type}</code>
        <FormattedMessage
          id="admin.webhooks.attempts"
          values={{ count: delivery.attempts, max: delivery.maxAttempts }}
        />
      </CardMeta>
      <CardFacts
        facts={[
          ['admin.webhooks.order', delivery.orderId],
          ['admin.webhooks.deliveryId', delivery.id],
          ['admin.webhooks.createdAt', <FactTime value={delivery.createdAt} />],
          !!delivery.deliveredAt && [
            'admin.webhooks.deliveredAt',
            <FactTime value={delivery.deliveredAt} />,
          ],
          delivery.status === 'pending' &&
            !!delivery.nextAttemptAt && [
              'admin.webhooks.nextAttemptAt',
              <FactTime value={delivery.nextAttemptAt} />,
            ],
        ]}
      />
      {delivery.lastError && (
        <p className="admin-send-error">
          <FormattedMessage id="admin.webhooks.lastError" values={{ error: delivery.lastError }} />
        </p>
      )}
      <CardActions
        name={type}
        actions={[
          canRedeliver(delivery.status) && {
            messageId: 'admin.webhooks.redeliver',
            labelId: 'admin.webhooks.redeliverLabel',
            color: 'success',
            onClick: onRedeliver,
          },
        ]}
      />
    </RecordCard>
  );
}
