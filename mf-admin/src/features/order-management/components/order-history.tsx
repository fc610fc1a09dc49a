import { FormattedDate, FormattedMessage } from 'react-intl';
import type { OrderHistoryEntry } from '@minesite/shared/domain';
import { ORDER_ACTOR_MESSAGE_IDS, ORDER_EVENT_MESSAGE_IDS } from '../order-labels';
import { Section } from './order-rows';

/** What happened to the order, oldest first: when, what, who, and the service's short fact. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <Section titleId="admin.orders.history.title">
      {history.length === 0 ? (
        <p className="order-note">
          <FormattedMessage id="admin.orders.history.empty" />
        </p>
      ) : (
        <ol className="order-entries order-history" data-testid="order-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="order-history-entry">
              <span className="order-history-head">
                <strong>
                  <FormattedMessage id={ORDER_EVENT_MESSAGE_IDS[entry.event]} />
                </strong>
                <span className="order-note">
                  <FormattedMessage id={ORDER_ACTOR_MESSAGE_IDS[entry.by]} />
                </span>
              </span>
              <time dateTime={entry.at} className="order-note">
                <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
              </time>
              {entry.detail && <span className="order-history-detail">{entry.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
