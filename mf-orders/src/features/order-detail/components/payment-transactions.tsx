import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentRail, PaymentTransaction } from '@minesite/shared/domain';
import { Button, Tag, MonoText, CardMeta } from '@minesite/shared/ui';
import { RailAmount } from '../../../components/rail-amount';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { shortTxid } from '../payment-view';
import './payment-transactions.css';
import '../../../components/meta-amount.css';

/**
 * The transactions the site has seen paying the order's address, with their confirmations
 * (they keep counting after the order is paid). One first seen after the window is marked (it
 * does not count toward the price), and one the chain no longer shows (replaced, double spent,
 * undone by a reorganisation) is marked as gone, its amount struck through. Each amount is in
 * the rail's token (BTC, or USDT with its six places).
 */
export function PaymentTransactions({
  rail,
  transactions,
}: {
  rail: PaymentRail;
  transactions: PaymentTransaction[];
}) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  return (
    <ul
      className="orders-transactions"
      aria-label={intl.formatMessage({ id: 'orders.payment.transactions' })}
    >
      {transactions.map((tx) => {
        const dropped = tx.droppedAt !== '';
        // What it pays in the rail's token (`amount`; a reply without it has BTC's alone, which
        // says nothing on a USDT rail).
        const value = tx.amount ?? (rail === 'btc' ? tx.amountBtc : null);
        const amount = value !== null && <RailAmount rail={rail} value={value} />;
        return (
          <li
            key={tx.txid}
            className={
              dropped ? 'orders-transaction orders-transaction-dropped' : 'orders-transaction'
            }
            data-testid="payment-transaction"
          >
            <div className="orders-transaction-id">
              <MonoText title={tx.txid}>{shortTxid(tx.txid)}</MonoText>
              <Button
                size="mini"
                fill="outline"
                color="primary"
                onClick={() => void copy(tx.txid, 'orders.copy.txidCopied')}
                aria-label={intl.formatMessage({ id: 'orders.copy.txidButton' })}
              >
                <FormattedMessage id="orders.copy.button" />
              </Button>
            </div>
            <CardMeta as="div">
              {amount && (
                <span className="orders-amount" data-testid="payment-transaction-amount">
                  {dropped ? <del>{amount}</del> : amount}
                </span>
              )}
              <span>
                {dropped ? (
                  <strong className="orders-transaction-gone">
                    <FormattedMessage id="orders.payment.tx.dropped" />
                  </strong>
                ) : (
                  <FormattedMessage
                    id="orders.payment.tx.confirmations"
                    values={{ count: tx.confirmations }}
                  />
                )}
              </span>
            </CardMeta>
            {tx.late && (
              <div className="orders-transaction-marks">
                <Tag color="warning" fill="outline">
                  <FormattedMessage id="orders.payment.tx.late" />
                </Tag>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
