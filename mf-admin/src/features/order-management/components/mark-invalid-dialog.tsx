import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMarkOrderInvalidMutation } from '../api';
import { orderFailureMessage } from '../order-failure';
import { invalidOrderRequest, invalidReasonProblem } from '../resolution-forms';
import { ResolutionDialog, useResolution, type ResolutionProps } from './resolution-dialog';
import { ProblemAlert, TextAreaField } from './resolution-fields';

/**
 * Marks the order invalid: it will not be fulfilled, and the buyer's page shows the reason
 * (required, so the buyer is never left guessing). What was received can still be refunded.
 * Loaded when first opened (order-form.tsx).
 */
export default function MarkInvalidDialog({ order, onDone, onClose }: ResolutionProps) {
  const [reason, setReason] = useState('');
  const [markInvalid, { isLoading }] = useMarkOrderInvalidMutation();
  const { submit, tried } = useResolution();
  const problem = invalidReasonProblem(reason);

  const invalidate = () =>
    submit({
      problem,
      send: () => markInvalid({ orderId: order.orderId, body: invalidOrderRequest(reason) }),
      failure: (error) => orderFailureMessage(error, 'admin.orders.error.save'),
      doneId: 'admin.orders.invalid.done',
      onDone,
    });

  return (
    <ResolutionDialog
      titleId="admin.orders.invalid.title"
      submitId="admin.orders.invalid.submit"
      danger
      busy={isLoading}
      onSubmit={invalidate}
      onClose={onClose}
      content={
        <div className="order-confirm" data-testid="mark-invalid">
          <p className="order-note">
            <FormattedMessage id="admin.orders.invalid.intro" />
          </p>
          <TextAreaField
            labelId="admin.orders.invalid.reason"
            value={reason}
            onChange={setReason}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
          <ProblemAlert problem={tried ? problem : null} />
        </div>
      }
    />
  );
}
