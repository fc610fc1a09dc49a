import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import type { CheckoutChoice, CheckoutKind } from '@minesite/shared/domain';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { Button, Toast } from '@minesite/shared/ui';
import { useCreateOrderMutation } from '../api';
import type { CreatedOrder } from '../created-order';
import { attemptFor, type PurchaseAttempt } from '../purchase-attempt';
import { purchaseErrorMessage } from '../purchase-error';
import { newRequestId } from '../request-id';
import {
  DEFAULT_DRAFT,
  missingFieldMessage,
  orderTerms,
  type PurchaseDraft,
} from '../purchase-draft';
import { CheckoutTips } from './checkout-tips';
import { ContactField } from './contact-field';
import { PoolFields } from './pool-fields';
import '../../../components/form-fields.css';

/**
 * The buyer's part and the generate-order button, the same for every kind. The button waits
 * for the quote of the current choice (`ready`): the buyer sees the price before confirming.
 */
export function CheckoutForm({
  kind,
  choice,
  ready,
  name,
  onCreated,
}: {
  kind: CheckoutKind;
  choice: CheckoutChoice | null;
  ready: boolean;
  name: string;
  onCreated: (created: CreatedOrder) => void;
}) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const [draft, setDraft] = useState<PurchaseDraft>(DEFAULT_DRAFT);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const lastAttempt = useRef<PurchaseAttempt | null>(null);
  const update = (change: Partial<PurchaseDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit() {
    if (!choice || !ready) return;
    const missing = missingFieldMessage(kind, draft);
    if (missing) {
      Toast.show({ content: intl.formatMessage({ id: missing }) });
      return;
    }
    const terms = orderTerms(choice, draft);
    const attempt = attemptFor(
      lastAttempt.current,
      JSON.stringify(terms),
      Date.now(),
      newRequestId,
    );
    lastAttempt.current = attempt;
    const result = await createOrder({
      ...terms,
      requestId: attempt.requestId,
      orderTime: attempt.orderTime,
      // The buyer's e-mails are written in the language the order was placed in.
      locale,
    });
    if ('data' in result && result.data) {
      lastAttempt.current = null;
      onCreated({ order: result.data, choice, name });
      return;
    }
    const message = purchaseErrorMessage(
      normalizeApiError(result.error),
      intl.formatMessage({ id: 'orders.checkout.error.unknown' }),
    );
    Toast.show({ content: intl.formatMessage({ id: message.id }, message.values) });
  }

  return (
    <form
      className="orders-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ContactField
        kind={kind}
        value={draft.deliveryAddress}
        onChange={(deliveryAddress) => update({ deliveryAddress })}
      />
      {kind === 'hashpower' && <PoolFields draft={draft} onChange={update} />}
      <CheckoutTips kind={kind} />
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        disabled={!ready}
        loading={isLoading}
      >
        <FormattedMessage id="orders.checkout.generate" />
      </Button>
    </form>
  );
}
