import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '@minesite/shared/contract';
import { Tag, Card, CardHead, CardTitle, CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import {
  EVENT_MESSAGE_IDS,
  MAIL_STATUS_COLORS,
  MAIL_STATUS_MESSAGE_IDS,
} from './notification-labels';
import './notification-card.css';

/** One queued e-mail: what it tells and to whom, its status, attempts, last error and times. */
export function NotificationCard({
  notification,
  onRetry,
}: {
  notification: Notification;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const event = intl.formatMessage({ id: EVENT_MESSAGE_IDS[notification.event] });
  const recipient =
    notification.recipient || intl.formatMessage({ id: 'admin.notifications.recipient.operator' });
  const retryable = notification.status === 'failed' || notification.status === 'held';
  return (
    <Card as="li" compact aria-label={event}>
      <CardHead>
        <CardTitle as="span" variant="compact">
          {event}
        </CardTitle>
        <Tag
          color={MAIL_STATUS_COLORS[notification.status]}
          fill="outline"
          data-status={notification.status}
        >
          <FormattedMessage id={MAIL_STATUS_MESSAGE_IDS[notification.status]} />
        </Tag>
      </CardHead>
      <CardMeta>
        <span>{recipient}</span>
        <FormattedMessage
          id="admin.notifications.attempts"
          values={{ count: notification.attempts }}
        />
      </CardMeta>
      <dl className="admin-notification-times">
        <dt>
          <FormattedMessage id="admin.notifications.createdAt" />
        </dt>
        <dd>
          <FormattedDate value={notification.createdAt} dateStyle="medium" timeStyle="short" />
        </dd>
        {notification.sentAt && (
          <>
            <dt>
              <FormattedMessage id="admin.notifications.sentAt" />
            </dt>
            <dd>
              <FormattedDate value={notification.sentAt} dateStyle="medium" timeStyle="short" />
            </dd>
          </>
        )}
        {notification.status === 'pending' && notification.nextAttemptAt && (
          <>
            <dt>
              <FormattedMessage id="admin.notifications.nextAttemptAt" />
            </dt>
            <dd>
              <FormattedDate
                value={notification.nextAttemptAt}
                dateStyle="medium"
                timeStyle="short"
              />
            </dd>
          </>
        )}
      </dl>
      {notification.lastError && (
        <p className="admin-notification-error">
          <FormattedMessage
            id="admin.notifications.lastError"
            values={{ error: notification.lastError }}
          />
        </p>
      )}
      <CardActions
        name={event}
        actions={[
          retryable && {
            messageId: 'admin.notifications.retry',
            labelId: 'admin.notifications.retryLabel',
            color: 'success',
            onClick: onRetry,
          },
        ]}
      />
    </Card>
  );
}
