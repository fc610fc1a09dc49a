import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@minesite/shared/domain';
import { Dialog, Toast } from '@minesite/shared/ui';
import { problemText, type FieldProblem } from '../../../lib/form-problems';
import { Btc, Row } from './order-rows';

/** A message of the admin's catalog, with its values. */
type CatalogText = (id: string, values?: Record<string, string | number>) => string;

/** What order-form.tsx gives each dialog: `onDone` gets the order as the service now answers it. */
export interface ResolutionProps {
  order: Order;
  onDone: (order: Order) => void;
  onClose: () => void;
}

/** What a dialog's call answers: the order as it now is, or why not. */
type Answer = { data: Order } | { error: unknown };

/**
 * The frame of the dialogs that resolve an order's payment (accept it, mark the order invalid,
 * offer a refund, record it sent): a title, the dialog's own content, cancel and a bold confirm
 * that waits while `busy`. With `closeId` the dialog has done its work and shows its answer
 * with one action, which closes it.
 */
export function ResolutionDialog({
  titleId,
  submitId,
  closeId,
  danger,
  busy,
  content,
  onSubmit,
  onClose,
}: {
  titleId: string;
  submitId: string;
  closeId?: string;
  danger?: boolean;
  busy: boolean;
  content: ReactNode;
  onSubmit: () => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const confirm = {
    key: 'confirm',
    text: <FormattedMessage id={submitId} />,
    bold: true,
    ...(danger && { danger }),
    disabled: busy,
  };
  return (
    <Dialog
      visible
      aria-label={intl.formatMessage({ id: titleId })}
      title={<FormattedMessage id={titleId} />}
      content={content}
      actions={
        closeId
          ? [{ key: 'done', text: <FormattedMessage id={closeId} />, bold: true }]
          : [[{ key: 'cancel', text: <FormattedMessage id="common.cancel" /> }, confirm]]
      }
      onAction={(action) => (action.key === 'confirm' ? onSubmit() : onClose())}
    />
  );
}

/** What is due beside what was received, as rows of the dialog's list. */
export function DueAndReceivedRows({ payment }: { payment: Order['payment'] }) {
  return (
    <>
      <Row labelId="admin.orders.payment.due">
        <Btc value={payment.dueBtc} />
      </Row>
      <Row labelId="admin.orders.payment.received">
        <Btc value={payment.receivedBtc} />
      </Row>
    </>
  );
}

/**
 * The dialogs' text and their submit: a problem with the values is toasted and nothing is
 * sent; a refusal is toasted in the operator's words (`failure`); else the `doneId` toast, and
 * `onDone` gets the order as the service now answers it. `tried` holds once submit was pressed.
 */
export function useResolution() {
  const intl = useIntl();
  const [tried, setTried] = useState(false);
  const text: CatalogText = (id, values) => intl.formatMessage({ id }, values);

  async function submit({
    problem,
    send,
    failure,
    doneId,
    onDone,
  }: {
    problem: FieldProblem | null;
    send: () => Promise<Answer>;
    failure: (error: unknown) => string;
    doneId: string;
    onDone: (order: Order) => void;
  }) {
    setTried(true);
    if (problem) {
      Toast.show({ icon: 'fail', content: problemText(text, problem) });
      return;
    }
    const result = await send();
    if ('error' in result) {
      Toast.show({ icon: 'fail', content: text(failure(result.error)) });
      return;
    }
    Toast.show({ icon: 'success', content: text(doneId) });
    onDone(result.data);
  }

  return { text, submit, tried };
}
