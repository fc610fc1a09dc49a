import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import { Dialog, Toast, FieldStack } from '@minesite/shared/ui';
import { TextField } from '../../../components/text-field';
import { useSubmitPaymentMutation } from '../order-mutations';
import { paymentFailureMessage } from '../payment-failure';
import { withCatalogs } from '@minesite/shared/remote-page';
import { detailCardsCatalogs } from '../../../i18n/detail-cards-catalogs';

function PayDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const intl = useIntl();
  const [transactionHash, setTransactionHash] = useState('');
  const [email, setEmail] = useState('');
  const [submitPayment, { isLoading }] = useSubmitPaymentMutation();
  const toast = (id: string) => Toast.show({ content: intl.formatMessage({ id }) });

  async function confirm() {
    const payment = { transactionHash: transactionHash.trim(), email: email.trim() };
    if (!payment.transactionHash || !payment.email) {
      toast('orders.detail.payment.incomplete');
      return;
    }
    const result = await submitPayment({ orderId, payment });
    if ('error' in result) {
      toast(paymentFailureMessage(normalizeApiError(result.error)));
      return;
    }
    toast('orders.detail.payment.success');
    onClose();
  }

  return (
    <Dialog
      visible
      title={<FormattedMessage id="orders.detail.payment.title" />}
      content={
        <FieldStack>
          <TextField
            id="payment-hash"
            labelId="orders.detail.payment.hash"
            placeholderId="orders.detail.payment.hashPlaceholder"
            value={transactionHash}
            onChange={setTransactionHash}
            maxLength={200}
            autoComplete="off"
          />
          <TextField
            id="payment-email"
            labelId="orders.detail.payment.email"
            placeholderId="orders.detail.payment.emailPlaceholder"
            type="email"
            value={email}
            onChange={setEmail}
            maxLength={320}
            autoComplete="email"
          />
        </FieldStack>
      }
      actions={[
        [
          { key: 'cancel', text: <FormattedMessage id="common.cancel" /> },
          {
            key: 'confirm',
            text: <FormattedMessage id="common.confirm" />,
            bold: true,
            disabled: isLoading,
          },
        ],
      ]}
      onAction={(action) => (action.key === 'confirm' ? confirm() : onClose())}
    />
  );
}

/** With its texts, a part of the catalog of their own that loads with the card. */
export default withCatalogs(PayDialog, detailCardsCatalogs);
