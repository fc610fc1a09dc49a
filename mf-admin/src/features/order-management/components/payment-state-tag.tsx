import { useIntl } from 'react-intl';
import type { Payment, PaymentState } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';
import { PAYMENT_FLAG_MESSAGE_IDS, PAYMENT_STATE_MESSAGE_IDS } from '../order-labels';

const COLORS: Record<PaymentState, 'default' | 'warning' | 'primary' | 'success' | 'danger'> = {
  awaiting_price: 'default',
  awaiting_payment: 'warning',
  seen: 'primary',
  paid: 'success',
  review: 'danger',
  expired: 'default',
};

/** The payment's state, with the reason when the operator must look (solid, so it stands out). */
export function PaymentStateTag({ payment }: { payment: Pick<Payment, 'state' | 'flag'> }) {
  const intl = useIntl();
  const state = intl.formatMessage({ id: PAYMENT_STATE_MESSAGE_IDS[payment.state] });
  const text = payment.flag
    ? intl.formatMessage(
        { id: 'admin.orders.payment.flagged' },
        { state, flag: intl.formatMessage({ id: PAYMENT_FLAG_MESSAGE_IDS[payment.flag] }) },
      )
    : state;
  return (
    <Tag
      color={COLORS[payment.state]}
      fill={payment.state === 'review' ? 'solid' : 'outline'}
      data-payment-state={payment.state}
    >
      {text}
    </Tag>
  );
}
