import { FormattedMessage } from 'react-intl';

const TIP_IDS = [
  'orders.purchase.tips.paymentWindow',
  'orders.purchase.tips.confirmAddress',
  'orders.purchase.tips.effective',
  'orders.purchase.tips.firstPayment',
  'orders.purchase.tips.noRefund',
] as const;

export function PurchaseTips() {
  return (
    <section className="orders-tips" aria-labelledby="purchase-tips-title">
      <h2 id="purchase-tips-title" className="orders-tips-title">
        <FormattedMessage id="orders.purchase.tips.title" />
      </h2>
      <ul>
        {TIP_IDS.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
