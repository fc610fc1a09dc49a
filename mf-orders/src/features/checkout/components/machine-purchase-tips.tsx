import { FormattedMessage } from 'react-intl';

const TIP_IDS = [
  'orders.machine.tips.delivery',
  'orders.purchase.tips.paymentWindow',
  'orders.purchase.tips.confirmAddress',
  'orders.machine.tips.noRefund',
] as const;

/** What a machine buyer must know: delivery 3 to 5 working days after full payment (section 9). */
export function MachinePurchaseTips() {
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
