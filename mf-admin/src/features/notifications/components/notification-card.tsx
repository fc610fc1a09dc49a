import { FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '@minesite/shared/contract';
import { CardMeta } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { CardFacts, FactTime } from '../../../components/card-facts';
import { RecordCard } from '../../../components/record-card';
import { StatusTag } from '../../../components/status-tag';
import {
  EVENT_MESSAGE_IDS,
  MAIL_STATUS_COLORS,
  MAIL_STATUS_MESSAGE_IDS,
} from './notification-labels';
import '../../../components/send-attempts.css';

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
    <RecordCard
      name={event}
      tag={
        <StatusTag
          status={notification.status}
          colors={MAIL_STATUS_COLORS}
          messageIds={MAIL_STATUS_MESSAGE_IDS}
        />
      }
    >
      <CardMeta>
        <span>{recipient}</span>
        <FormattedMessage
          id="admin.notifications.attempts"
          values={{ count: notification.attempts }}
        />
      </CardMeta>
      <CardFacts
        facts={[
          ['admin.notifications.createdAt', <FactTime value={notification.createdAt} />],
          !!notification.sentAt && [
            'admin.notifications.sentAt',
            <FactTime value={notification.sentAt} />,
          ],
          notification.status === 'pending' &&
            !!notification.nextAttemptAt && [
              'admin.notifications.nextAttemptAt',
              <FactTime value={notification.nextAttemptAt} />,
            ],
        ]}
      />
      {notification.lastError && (
        <p className="admin-send-error">
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
    </RecordCard>
  );
}
