import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isWholeDay } from '../../calendar/calendar-items';
import { formatMinutesSeconds } from '../../order-detail/countdown';
import type { BuyerTask } from '../derive-tasks';

/** A due time in the buyer's locale and zone (a whole day as a date). */
export function DueTime({ due }: { due: string }) {
  return isWholeDay(due) ? (
    <time dateTime={due}>
      <FormattedDate value={`${due}T00:00:00`} dateStyle="medium" />
    </time>
  ) : (
    <time dateTime={due}>
      <FormattedDate value={due} dateStyle="medium" timeStyle="short" />
    </time>
  );
}

/** What a task asks, with its order's link; a payment's with its countdown. */
export function TaskText({ task, now }: { task: BuyerTask; now: Date }) {
  const order = task.orderId && (
    <Link key="order" to={`/order-detail?orderId=${encodeURIComponent(task.orderId)}`}>
      {task.orderId}
    </Link>
  );
  return (
    <>
      {task.kind === 'own' ? (
        <span>{task.text}</span>
      ) : (
        <FormattedMessage id={`orders.tasks.kind.${task.kind}`} values={{ order }} />
      )}
      {task.due && (
        <span className="buyer-muted">
          {' · '}
          <DueTime due={task.due} />
        </span>
      )}
      {task.kind === 'pay' && task.due && !task.done && (
        <span className="buyer-muted" role="timer">
          {' · '}
          <FormattedMessage
            id="orders.tasks.timeLeft"
            values={{ time: formatMinutesSeconds(Date.parse(task.due) - now.getTime()) }}
          />
        </span>
      )}
    </>
  );
}
