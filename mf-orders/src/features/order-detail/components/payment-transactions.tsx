import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentTransaction } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast';
import { shortTxid } from '../payment-view';
import '../../../components/cards.css';
import './payment-transactions.css';

/** The transactions the site has seen paying the order's address. */
export function PaymentTransactions({ transactions }: { transactions: PaymentTransaction[] }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  return (
    <ul
      className="orders-transactions"
      aria-label={intl.formatMessage({ id: 'orders.payment.transactions' })}
    >
      {transactions.map((tx) => (
        <li key={tx.txid} className="orders-transaction" data-testid="payment-transaction">
          <div className="orders-transaction-id">
            <span className="orders-id" title={tx.txid}>
              {shortTxid(tx.txid)}
            </span>
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
          <div className="orders-list-meta">
            <span className="orders-amount">
              <BtcAmount value={tx.amountBtc} />
            </span>
            <span>
              <FormattedMessage
                id="orders.payment.tx.confirmations"
                values={{ count: tx.confirmations }}
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
