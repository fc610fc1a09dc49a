import { FormattedMessage } from 'react-intl';
import '../../../components/cards.css';
import '../../../components/form-fields.css';

/**
 * An order the service could not price (no fresh BTC rate): the operator sets the amount, and
 * this page, which keeps asking the service, then shows what to pay without a reload.
 */
export function AwaitingPriceCard() {
  return (
    <section className="orders-card orders-pay" aria-labelledby="awaiting-price-title">
      <h2 id="awaiting-price-title" className="orders-card-title">
        <FormattedMessage id="orders.payment.awaitingPrice.title" />
      </h2>
      <p className="orders-field-tip" role="status">
        <FormattedMessage id="orders.payment.awaitingPrice.text" />
      </p>
    </section>
  );
}
