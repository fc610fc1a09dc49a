import { FormattedMessage } from 'react-intl';
import type { StrayPayment } from '@minesite/shared/contract';
import { Form, Input, TextArea, Toast } from '@minesite/shared/ui';
import { AdminSheetForm } from '../../../components/admin-sheet-form';
import { SingleChoice } from '../../../components/single-choice';
import { problemText } from '../../../lib/form-problems';
import { problemRule, useFormText } from '../../../lib/form-text';
import { useResolveStrayPaymentMutation } from '../api';
import {
  emptyResolveValues,
  resolveFailure,
  resolveFieldProblem,
  resolveProblem,
  resolveRequest,
  txidShape,
  type Resolution,
  type ResolveField,
  type ResolveValues,
} from '../resolve-rules';
import { StrayPaymentSummary } from './stray-payment-facts';

const RESOLUTION_IDS: Record<Resolution, string> = {
  refunded: 'admin.strayPayments.resolve.refunded',
  credited: 'admin.strayPayments.resolve.credited',
};

/** What each resolution names: the refund's transaction, or the order credited. */
const ID_FIELDS: Record<Resolution, { name: ResolveField; labelId: string; helpId: string }> = {
  refunded: {
    name: 'refundTxid',
    labelId: 'admin.strayPayments.resolve.refundTxid',
    helpId: 'admin.strayPayments.resolve.refundTxidHelp',
  },
  credited: {
    name: 'orderId',
    labelId: 'admin.strayPayments.resolve.orderId',
    helpId: 'admin.strayPayments.resolve.orderIdHelp',
  },
};

/**
 * Resolves a payment without an order: refunded (the refund's transaction id, of the shape of
 * the payment's chain) or credited to an order (whose payment the operator then confirms in
 * the order form), with a note. Checked with the contract's schema before it is sent; the
 * service's refusals are shown on their field.
 */
export default function ResolveForm({
  payment,
  onDone,
}: {
  payment: StrayPayment;
  onDone: () => void;
}) {
  const [form] = Form.useForm<ResolveValues>();
  const [resolve, { isLoading }] = useResolveStrayPaymentMutation();
  const text = useFormText();
  const { rail } = payment;

  const rule = (field: ResolveField) =>
    problemRule<string>(text, (value) =>
      resolveFieldProblem(
        rail,
        { ...emptyResolveValues(), ...form.getFieldsValue(), [field]: value },
        field,
      ),
    );

  async function save(typed: ResolveValues) {
    const values = { ...emptyResolveValues(), ...typed };
    const problem = resolveProblem(rail, values);
    if (problem) {
      Toast.show({ icon: 'fail', content: problemText(text, problem) });
      return;
    }
    const result = await resolve({ id: payment.id, body: resolveRequest(values) });
    if ('error' in result) {
      const failure = resolveFailure(result.error, rail);
      const message = problemText(text, failure.problem);
      if (failure.field) form.setFields([{ name: failure.field, errors: [message] }]);
      Toast.show({ icon: 'fail', content: message });
      // Gone or resolved meanwhile: the list, read again, shows how it stands.
      if (failure.closes) onDone();
      return;
    }
    Toast.show({
      icon: 'success',
      content:
        values.status === 'refunded'
          ? text('admin.strayPayments.resolve.doneRefunded')
          : text('admin.strayPayments.resolve.doneCredited', { orderId: values.orderId.trim() }),
    });
    onDone();
  }

  return (
    <>
      <StrayPaymentSummary payment={payment} />
      <AdminSheetForm
        form={form}
        name="stray-payment"
        initialValues={emptyResolveValues()}
        onSave={save}
        busy={isLoading}
        incompleteId="admin.strayPayments.resolve.incomplete"
        saveLabelId="admin.strayPayments.resolve.submit"
      >
        <Form.Item name="status" label={text('admin.strayPayments.resolve.outcome')} required>
          <SingleChoice
            required
            label={text('admin.strayPayments.resolve.outcome')}
            options={(['refunded', 'credited'] as const).map((value) => ({
              value,
              label: text(RESOLUTION_IDS[value]),
            }))}
          />
        </Form.Item>
        <Form.Subscribe to={['status']}>
          {({ status }) => {
            const field = ID_FIELDS[status as Resolution];
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={text(field.labelId)}
                required
                rules={[rule(field.name)]}
                description={<FormattedMessage id={field.helpId} values={txidShape(rail)} />}
              >
                <Input autoComplete="off" />
              </Form.Item>
            );
          }}
        </Form.Subscribe>
        <Form.Item
          name="note"
          label={text('admin.strayPayments.resolve.note')}
          rules={[rule('note')]}
        >
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </AdminSheetForm>
    </>
  );
}
