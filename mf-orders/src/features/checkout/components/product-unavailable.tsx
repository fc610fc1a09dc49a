import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CheckoutKind } from '@minesite/shared/domain';
import { Button, ErrorBlock } from '@minesite/shared/ui';

/** Where each kind is chosen again; a malformed link goes to the hash power list. */
const CHOOSE_AGAIN: Record<CheckoutKind, { path: string; labelId: string }> = {
  hashpower: { path: '/mining-power', labelId: 'orders.checkout.chooseAgain.hashpower' },
  machine: { path: '/shop', labelId: 'orders.checkout.chooseAgain.machine' },
  rental: { path: '/cloud-pricing', labelId: 'orders.checkout.chooseAgain.rental' },
};

/**
 * The spec's "product information loading failed" state: buying is blocked. A read that failed
 * (no answer) offers a retry; a product that does not exist or is sold out offers to choose again.
 */
export function ProductUnavailable({
  kind,
  soldOut,
  onRetry,
}: {
  kind: CheckoutKind | null;
  soldOut?: boolean;
  onRetry?: () => void;
}) {
  const navigate = useNavigate();
  const again = CHOOSE_AGAIN[kind ?? 'hashpower'];
  return (
    <div role="alert" className="checkout-unavailable">
      <ErrorBlock
        status="empty"
        title={
          <FormattedMessage
            id={soldOut ? 'orders.checkout.soldOut' : 'orders.checkout.productInvalid'}
          />
        }
        description={<FormattedMessage id="orders.checkout.productInvalidHint" />}
      />
      {onRetry && (
        <Button block color="primary" fill="outline" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      )}
      <Button block color="primary" onClick={() => void navigate(again.path)}>
        <FormattedMessage id={again.labelId} />
      </Button>
    </div>
  );
}
