import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { normalizeApiError } from '@minesite/shared/api';
import type { CartLineRequest, CheckoutChoice, CheckoutKind, Quote } from '@minesite/shared/domain';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { Button, Toast, FieldStack } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { Money } from '../../../components/money';
import { readSettings } from '../../settings/buyer-settings';
import { useCreateOrderMutation } from '../api';
import type { CreatedOrder } from '../created-order';
import { attemptFor, type PurchaseAttempt } from '../purchase-attempt';
import { purchaseErrorMessage } from '../purchase-error';
import { newRequestId } from '../request-id';
import { repricedQuote } from '../repriced-quote';
import {
  DEFAULT_DRAFT,
  missingFieldMessage,
  offeredRail,
  orderTerms,
  type PurchaseDraft,
} from '../purchase-draft';
import { CheckoutTips } from './checkout-tips';
import { ContactField } from './contact-field';
import { EmailField } from './email-field';
import { PoolFields } from './pool-fields';
import { RailField } from './rail-field';

/** Why the last press did not make an order, when it needs more than a toast. */
type Refusal = { kind: 'repriced'; quote: Quote } | { kind: 'tooManyOpenOrders' };

/**
 * The buyer's part and the generate-order button, the same for every kind. The button waits
 * for the quote of the current choice (`ready`): the buyer sees the price before confirming,
 * and the order names that quote, so it is made at exactly that price. A quote that no longer
 * holds comes back with a fresh one: the page shows the new price and the buyer confirms again.
 */
export function CheckoutForm({
  kind,
  choice,
  lines,
  quote,
  ready,
  name,
  onCreated,
  onRepriced,
}: {
  /** What the contact field asks for (a cart with a machine: the delivery address). */
  kind: CheckoutKind;
  choice: CheckoutChoice | null;
  /** A cart's lines, bought as one order in place of `choice`. */
  lines?: CartLineRequest[];
  /** The quote on screen, named by the order. */
  quote: Quote | undefined;
  ready: boolean;
  name: string;
  onCreated: (created: CreatedOrder) => void;
  /** The quote named no longer held: a cart asks for its lines' price again. */
  onRepriced?: () => void;
}) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const [draft, setDraft] = useState<PurchaseDraft>(() => ({
    ...DEFAULT_DRAFT,
    // The e-mail the buyer keeps in their settings, prefilled.
    email: readSettings().email ?? '',
  }));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const lastAttempt = useRef<PurchaseAttempt | null>(null);
  const update = (change: Partial<PurchaseDraft>) => setDraft((d) => ({ ...d, ...change }));

  const rail = offeredRail(draft.rail, quote?.rails);
  const bought = lines?.length ? lines : choice;
  const withPool = (lines ?? (choice ? [choice] : [])).some((line) => line.kind === 'hashpower');

  async function submit() {
    if (!bought || !ready) return;
    const missing = missingFieldMessage(kind, draft, withPool);
    if (missing) {
      Toast.show({ content: intl.formatMessage({ id: missing }) });
      return;
    }
    const terms = {
      ...orderTerms(bought, { ...draft, rail }),
      ...(quote?.quoteId ? { quoteId: quote.quoteId } : {}),
    };
    const attempt = attemptFor(
      lastAttempt.current,
      JSON.stringify(terms),
      Date.now(),
      newRequestId,
    );
    lastAttempt.current = attempt;
    setRefusal(null);
    const result = await createOrder({
      ...terms,
      requestId: attempt.requestId,
      orderTime: attempt.orderTime,
      // The buyer's e-mails are written in the language the order was placed in.
      locale,
    });
    if ('data' in result && result.data) {
      lastAttempt.current = null;
      // A cart's order names its first line's choice in its quote.
      const made = choice ?? result.data.quote?.choice;
      if (made) onCreated({ order: result.data, choice: made, name });
      return;
    }
    const fresh = repricedQuote(result.error);
    if (fresh) {
      // The endpoint put the new price on screen in place of the old; the next press names it.
      setRefusal({ kind: 'repriced', quote: fresh });
      onRepriced?.();
      return;
    }
    const message = purchaseErrorMessage(
      normalizeApiError(result.error),
      intl.formatMessage({ id: 'orders.checkout.error.unknown' }),
    );
    if (message.id === 'orders.checkout.error.tooManyOpenOrders') {
      setRefusal({ kind: 'tooManyOpenOrders' });
      return;
    }
    Toast.show({ content: intl.formatMessage({ id: message.id }, message.values) });
  }

  return (
    <FieldStack
      as="form"
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
      <EmailField value={draft.email} onChange={(email) => update({ email })} />
      <RailField quote={quote} value={rail} onChange={(picked) => update({ rail: picked })} />
      {withPool && <PoolFields draft={draft} onChange={update} />}
      <CheckoutTips kind={kind} />
      {refusal && (
        <div role="alert">
          <RefusalText refusal={refusal} />
        </div>
      )}
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
    </FieldStack>
  );
}

function RefusalText({ refusal }: { refusal: Refusal }) {
  if (refusal.kind === 'tooManyOpenOrders') {
    return (
      <p className="checkout-refusal">
        <FormattedMessage id="orders.checkout.error.tooManyOpenOrders" />{' '}
        <Link to="/my-orders">
          <FormattedMessage id="orders.checkout.openOrdersLink" />
        </Link>
      </p>
    );
  }
  const { quote } = refusal;
  return (
    <p className="checkout-refusal" data-testid="checkout-repriced">
      <FormattedMessage
        id="orders.checkout.quote.repriced"
        values={{
          total: <Money key="total" value={quote.total} currency={quote.currency} />,
          btc: <BtcAmount key="btc" value={quote.amountBtc} />,
        }}
      />
    </p>
  );
}
