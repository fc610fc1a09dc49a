import { FormattedMessage } from 'react-intl';
import { Tag } from '@minesite/shared/ui';

export type StatusColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** A record's status in its card's head (a mail's, a delivery's, a payment's), in its colour. */
export function StatusTag<S extends string>({
  status,
  colors,
  messageIds,
}: {
  status: S;
  colors: Record<S, StatusColor>;
  messageIds: Record<S, string>;
}) {
  return (
    <Tag color={colors[status]} fill="outline" data-status={status}>
      <FormattedMessage id={messageIds[status]} />
    </Tag>
  );
}
