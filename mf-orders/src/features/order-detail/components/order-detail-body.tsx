import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { NoticeBar, Toast } from '@minesite/shared/ui';
import { isSettled } from '../../../lib/order-stage';
import { useBackoffPolling } from '../../../lib/use-backoff-polling';
import { useOrderDetailQuery } from '../api';
import { useFallbackOrder } from '../use-fallback-order';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';
import { QuoteCard } from './quote-card';

// The pay dialog opens on a tap only: its form and the payment call load then.
const PayDialog = lazy(() => import(/* webpackChunkName: "pay-dialog" */ './pay-dialog'));

export function OrderDetailBody({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const { data, error, isLoading, fulfilledTimeStamp, refetch } = useOrderDetailQuery(orderId);
  // The page follows the order without a reload: a second subscription to the same order
  // polls it, more and more slowly while nothing changes, until its payment is settled.
  const pollingInterval = useBackoffPolling(data, fulfilledTimeStamp, !!data && isSettled(data));
  useOrderDetailQuery(orderId, { pollingInterval, selectFromResult: () => ({}) });
  const [paying, setPaying] = useState(false);

  const failed = !!error;
  const fallbackState = useFallbackOrder(orderId, failed && !data);
  const fallback = typeof fallbackState === 'object' ? fallbackState : null;
  useEffect(() => {
    if (failed) Toast.show({ content: intl.formatMessage({ id: 'orders.detail.error.fetch' }) });
  }, [failed, intl]);

  const order = data ?? fallback?.order ?? null;
  const placeholder = !data && fallback?.source === 'placeholder';
  if (!order && fallbackState === 'unavailable')
    return <ErrorState messageId="orders.detail.error.fetch" onRetry={() => void refetch()} />;
  if (isLoading || !order) return <LoadingState />;

  return (
    <>
      {fallback?.source === 'cache' && (
        <NoticeBar content={<FormattedMessage id="orders.detail.savedCopy" />} color="info" />
      )}
      <OrderSummary order={order} placeholder={placeholder} />
      {order.quote && <QuoteCard quote={order.quote} />}
      {!placeholder && (
        <PaymentPanel order={order} onPay={() => setPaying(true)} onTimeUp={() => void refetch()} />
      )}
      <p className="order-notes-link">
        <Link to={`/notes?order=${encodeURIComponent(order.orderId)}`}>
          <FormattedMessage id="orders.detail.notesLink" />
        </Link>
      </p>
      {paying && (
        <Suspense fallback={null}>
          <PayDialog orderId={order.orderId} onClose={() => setPaying(false)} />
        </Suspense>
      )}
    </>
  );
}
