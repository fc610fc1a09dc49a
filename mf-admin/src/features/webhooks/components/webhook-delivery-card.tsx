import { Fragment, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { WebhookDelivery } from '@minesite/shared/contract';
import { Tag, Card, CardHead, CardTitle, CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import {
  canRedeliver,
  DELIVERY_STATUS_COLORS,
  DELIVERY_STATUS_MESSAGE_IDS,
  noticeMessageId,
} from './webhook-labels';
import './webhook-delivery-card.css';

const when = (value: string) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
);

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
  const rows: [string, ReactNode][] = [
    ['admin.webhooks.order', delivery.orderId],
    ['admin.webhooks.deliveryId', delivery.id],
    ['admin.webhooks.createdAt', when(delivery.createdAt)],
  ];
  if (delivery.deliveredAt) rows.push(['admin.webhooks.deliveredAt', when(delivery.deliveredAt)]);
  if (delivery.status === 'pending' && delivery.nextAttemptAt) {
    rows.push(['admin.webhooks.nextAttemptAt', when(delivery.nextAttemptAt)]);
  }
  return (
    <Card as="li" compact aria-label={type}>
      <CardHead>
        <CardTitle as="span" variant="compact">
          {type}
        </CardTitle>
        <Tag
          color={DELIVERY_STATUS_COLORS[delivery.status]}
          fill="outline"
          data-status={delivery.status}
        >
          <FormattedMessage id={DELIVERY_STATUS_MESSAGE_IDS[delivery.status]} />
        </Tag>
      </CardHead>
      <CardMeta>
        <code>{delivery.type}</code>
        <FormattedMessage
          id="admin.webhooks.attempts"
          values={{ count: delivery.attempts, max: delivery.maxAttempts }}
        />
      </CardMeta>
      <dl className="admin-webhook-times">
        {rows.map(([labelId, value]) => (
          <Fragment key={labelId}>
            <dt>
              <FormattedMessage id={labelId} />
            </dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {delivery.lastError && (
        <p className="admin-webhook-error">
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
    </Card>
  );
}
