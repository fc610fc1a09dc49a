import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@minesite/shared/store';
import { Button, Dialog, Toast } from '@minesite/shared/ui';

/**
 * Giving up an order nothing was paid for (offered only then: see `isDeletable`), after a
 * confirmation; its call loads on the confirmation. Refused (the service has seen a payment
 * the screen had not yet), the order is read again and the refusal said.
 */
export function GiveUpButton({
  orderId,
  compact = false,
  onGone,
}: {
  orderId: string;
  /** A small button (a list row) rather than a full-width one (the order page). */
  compact?: boolean;
  onGone?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const text = (id: string) => intl.formatMessage({ id });

  async function giveUp() {
    const confirmed = await Dialog.confirm({
      title: text('orders.giveUp.confirmTitle'),
      content: text('orders.giveUp.confirmText'),
      confirmText: text('orders.giveUp.confirm'),
      cancelText: text('common.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { giveUpOrder, giveUpOutcome, GIVE_UP_MESSAGE_IDS } =
        await import('../lib/give-up-order');
      const outcome = giveUpOutcome(await dispatch(giveUpOrder.initiate(orderId)));
      Toast.show({ content: text(GIVE_UP_MESSAGE_IDS[outcome]) });
      if (outcome === 'deleted' || outcome === 'gone') onGone?.();
    } catch {
      // Its code could not be loaded (the network is down).
      Toast.show({ content: text('orders.giveUp.error.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      block={!compact}
      size={compact ? 'small' : 'middle'}
      fill="none"
      color="danger"
      loading={busy}
      onClick={() => void giveUp()}
    >
      <FormattedMessage id="orders.giveUp.button" />
    </Button>
  );
}
