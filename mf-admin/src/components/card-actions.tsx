import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import './card-actions.css';

export interface CardAction {
  messageId: string;
  /** The button's accessible name, naming the row (`{name}`): 编辑 Ana, 删除 Ana. */
  labelId: string;
  /** A change (marking processed) or a removal stands out; opening the row does not. */
  color?: 'success' | 'danger';
  onClick: () => void;
}

/** The buttons under an admin card; an action left out (`false`) is not offered. */
export function CardActions({
  name,
  actions,
}: {
  /** The row's name, in each button's accessible name. */
  name: string;
  actions: readonly (CardAction | false)[];
}) {
  const intl = useIntl();
  return (
    <div className="admin-card-actions">
      {actions.map(
        (action) =>
          action && (
            <Button
              key={action.messageId}
              size="mini"
              color={action.color}
              fill={action.color ? 'outline' : undefined}
              onClick={action.onClick}
              aria-label={intl.formatMessage({ id: action.labelId }, { name })}
            >
              <FormattedMessage id={action.messageId} />
            </Button>
          ),
      )}
    </div>
  );
}
