import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Dialog, TextArea, Toast } from '@minesite/shared/ui';
import { problemText } from '../../../lib/form-problems';
import { useMarkOrderInvalidMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import { invalidOrderRequest, invalidReasonProblem } from '../resolution-forms';
import '../../../components/form-fields.css';

/**
 * Marks the order invalid: it will not be fulfilled, and the buyer's page shows the reason
 * (required, so the buyer is never left guessing). What was received can still be refunded.
 * Loaded when first opened (order-form.tsx).
 */
export default function MarkInvalidDialog({
  order,
  onDone,
  onClose,
}: {
  order: Order;
  onDone: (order: Order) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [markInvalid, { isLoading }] = useMarkOrderInvalidMutation();
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const problem = invalidReasonProblem(reason);

  async function submit() {
    setTried(true);
    if (problem) {
      Toast.show({ icon: 'fail', content: problemText(text, problem) });
      return;
    }
    const result = await markInvalid({
      orderId: order.orderId,
      body: invalidOrderRequest(reason),
    });
    if ('error' in result) {
      Toast.show({
        icon: 'fail',
        content: text(orderFailureMessage(result.error, 'admin.orders.error.save')),
      });
      return;
    }
    Toast.show({ icon: 'success', content: text('admin.orders.invalid.done') });
    onDone(result.data);
  }

  return (
    <Dialog
      visible
      aria-label={text('admin.orders.invalid.title')}
      title={<FormattedMessage id="admin.orders.invalid.title" />}
      content={
        <div className="order-confirm" data-testid="mark-invalid">
          <p className="order-note">
            <FormattedMessage id="admin.orders.invalid.intro" />
          </p>
          <label className="admin-text-field" htmlFor={`${id}-reason`}>
            <FormattedMessage id="admin.orders.invalid.reason" />
            <TextArea
              id={`${id}-reason`}
              value={reason}
              onChange={setReason}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </label>
          {tried && problem && (
            <p role="alert" className="order-error">
              {problemText(text, problem)}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: <FormattedMessage id="common.cancel" /> },
          {
            key: 'confirm',
            text: <FormattedMessage id="admin.orders.invalid.submit" />,
            bold: true,
            danger: true,
            disabled: isLoading,
          },
        ],
      ]}
      onAction={(action) => (action.key === 'confirm' ? submit() : onClose())}
    />
  );
}
