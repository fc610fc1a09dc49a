import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { forgetOrder, readCachedOrder, readCurrentOrder } from '@minesite/shared/storage';
import { Button, NoticeBar, SpinLoading, Toast } from '@minesite/shared/ui';
import { normalizeOrder } from '../../../lib/normalize-order';
import { useDeleteOrderMutation, useOrderDetailQuery } from '../api';
import { deleteOutcome } from '../delete-outcome';
import { fallbackOrder } from '../fallback-order';
import { OrderSummary } from './order-summary';
import { PayDialog } from './pay-dialog';
import { PaymentCountdown } from './payment-countdown';
import { usePaymentCountdown } from './use-payment-countdown';
import { WalletCard } from './wallet-card';

export function OrderDetailBody({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useOrderDetailQuery(orderId);
  const [deleteOrder] = useDeleteOrderMutation();
  const [paying, setPaying] = useState(false);
  const toast = (id: string) => Toast.show({ content: intl.formatMessage({ id }) });

  const fallback = useMemo(
    () =>
      error
        ? fallbackOrder(
            orderId,
            normalizeOrder(readCachedOrder(orderId)),
            normalizeOrder(readCurrentOrder()),
          )
        : null,
    [error, orderId],
  );
  useEffect(() => {
    if (error) Toast.show({ content: intl.formatMessage({ id: 'orders.detail.error.fetch' }) });
  }, [error, intl]);

  const order = data ?? fallback?.order ?? null;
  const awaitingPayment = !!order && order.status === 'pending' && !order.transactionHash;

  async function expire() {
    if (!order?.orderId) {
      toast('orders.detail.delete.incomplete');
      return;
    }
    const outcome = deleteOutcome(await deleteOrder(order.orderId));
    if (outcome === 'deleted') {
      forgetOrder(order.orderId);
      toast('orders.detail.countdown.expired');
      navigate('/my-orders', { replace: true });
      return;
    }
    toast(outcome === 'network' ? 'orders.detail.error.network' : 'orders.detail.delete.failed');
    void refetch();
  }
  const leftMs = usePaymentCountdown(orderId, awaitingPayment, () => void expire());

  if (isLoading || !order) {
    return (
      <div className="orders-loading" role="status">
        <SpinLoading />
        <FormattedMessage id="common.loading" />
      </div>
    );
  }

  return (
    <>
      {fallback?.source === 'cache' && !data && (
        <NoticeBar content={<FormattedMessage id="orders.detail.savedCopy" />} color="info" />
      )}
      <OrderSummary order={order} />
      {awaitingPayment && leftMs !== null && (
        <>
          <section className="orders-card orders-pay" aria-labelledby="pay-title">
            <h2 id="pay-title" className="orders-card-title">
              <FormattedMessage id="orders.detail.pay.title" />
            </h2>
            <PaymentCountdown leftMs={leftMs} />
            <p className="orders-field-tip">
              <FormattedMessage id="orders.detail.paymentWindow" />
            </p>
          </section>
          <WalletCard amountBtc={order.totalAmount} />
          <Button
            block
            color="primary"
            size="large"
            className="orders-pay-button"
            disabled={leftMs === 0}
            onClick={() => setPaying(true)}
          >
            <FormattedMessage id="orders.detail.pay.button" />
          </Button>
        </>
      )}
      {order.transactionHash && (
        <p className="orders-paid-note" role="status">
          <FormattedMessage id="orders.detail.payment.submittedNote" />
        </p>
      )}
      {paying && <PayDialog orderId={order.orderId} onClose={() => setPaying(false)} />}
    </>
  );
}
