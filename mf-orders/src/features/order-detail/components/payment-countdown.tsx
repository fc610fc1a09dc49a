import { FormattedMessage } from 'react-intl';
import { formatMinutesSeconds } from '../countdown';
import './payment-countdown.css';

export function PaymentCountdown({ leftMs }: { leftMs: number }) {
  return (
    <div className="orders-countdown" role="timer" aria-live="off">
      {leftMs > 0 ? (
        <FormattedMessage
          id="orders.detail.countdown.remaining"
          values={{ time: <strong key="time">{formatMinutesSeconds(leftMs)}</strong> }}
        />
      ) : (
        <strong>
          <FormattedMessage id="orders.detail.countdown.timedOut" />
        </strong>
      )}
    </div>
  );
}
