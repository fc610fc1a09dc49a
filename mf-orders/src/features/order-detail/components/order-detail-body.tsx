import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { NoticeBar, SpinLoading, Toast } from '@minesite/shared/ui';
import { useDeleteOrderMutation, useOrderDetailQuery } from '../api';
import { deleteOutcome } from '../delete-outcome';
import { localFallbackOrder } from '../fallback-order';
import { OrderSummary } from './order-summary';
import { PayDialog } from './pay-dialog';
import { PaymentSection } from './payment-section';
import { SellerDetails } from './seller-details';

export function OrderDetailBody({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useOrderDetailQuery(orderId);
  const [deleteOrder] = useDeleteOrderMutation();
  const [paying, setPaying] = useState(false);
  const toast = (id: string) => Toast.show({ content: intl.formatMessage({ id }) });

  const fallback = useMemo(() => (error ? localFallbackOrder(orderId) : null), [error, orderId]);
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
      toast('orders.detail.countdown.expired');
      void navigate('/my-orders', { replace: true });
      return;
    }
    toast(outcome === 'network' ? 'orders.detail.error.network' : 'orders.detail.delete.failed');
    void refetch();
  }

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
      <SellerDetails order={order} />
      {awaitingPayment && (
        <PaymentSection
          orderId={order.orderId}
          amountBtc={order.totalAmount}
          onPay={() => setPaying(true)}
          onExpire={() => void expire()}
        />
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
