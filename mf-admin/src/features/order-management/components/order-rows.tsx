import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatRailAmount, type PaymentRail } from '@minesite/shared/domain';
import { Button, Toast, copyText, LabelledRow, MonoText } from '@minesite/shared/ui';

/** One labelled read-only value of the order form. */
export const Row = LabelledRow;

/** A section of the order form with its heading. */
export function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className="order-section" aria-label={useIntl().formatMessage({ id: titleId })}>
      <h3 className="order-section-title">
        <FormattedMessage id={titleId} />
      </h3>
      {children}
    </section>
  );
}

/** Copies `text` (an order id, an address, a transaction id) and says whether it worked. */
export function CopyButton({ text }: { text: string }) {
  const intl = useIntl();
  async function copy() {
    const copied = await copyText(text);
    Toast.show({
      content: intl.formatMessage({ id: copied ? 'admin.copy.done' : 'admin.copy.failed' }),
    });
  }
  return (
    <Button size="mini" onClick={() => void copy()}>
      <FormattedMessage id="admin.copy.button" />
    </Button>
  );
}

/** An amount in the rail's token: `0.0012 BTC` as wallets write it, `12.500000 USDT`. */
export function RailAmount({ rail, value }: { rail: PaymentRail; value: number }) {
  return <MonoText>{formatRailAmount(rail, value)}</MonoText>;
}

/** A BTC amount as wallets write it. */
export function Btc({ value }: { value: number }) {
  return <RailAmount rail="btc" value={value} />;
}

/** A USDT amount (6 places at most), for an order paid on a USDT rail. */
export function Usdt({ value }: { value: number }) {
  return <MonoText>{Number(value.toFixed(6))} USDT</MonoText>;
}
