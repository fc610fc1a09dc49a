import { formatRailAmount, type PaymentRail } from '@minesite/shared/domain';
import { BtcAmount } from './btc-amount';

/**
 * An amount in the rail's token: BTC with the digits grouped per locale, USDT with its six
 * places (`12.500000 USDT`), as the shared formatter writes it.
 */
export function RailAmount({ rail, value }: { rail: PaymentRail; value: number }) {
  if (rail === 'btc') return <BtcAmount value={value} />;
  return <>{formatRailAmount(rail, value)}</>;
}
