// The buyer pays an unpaid order on another rail: while nothing was paid or claimed and the
// window is open, the order takes a new address on that rail and the quote's amount in its
// unit (the quote holds both the BTC and the USDT amount, so no rate is asked again). The
// window keeps its end.
import type { PaymentRail } from '@minesite/shared/contract';
import { ConflictError } from '../../http/errors.js';
import type { AllocatedAddress } from '../payments/addresses.js';
import { railAmountText, toUsdtUnits } from '../payments/rail-amounts.js';
import type { OrderDocument } from './order-document.js';
import { paymentChange, paymentOf, toBtc, toSats } from './order-payment.js';
import type { PlannedChange } from './order-writes.js';

/** The amount due on `rail` in its units; 409 when the order cannot move to it now. */
export function dueOnRail(order: OrderDocument, rail: PaymentRail, now: Date): number {
  const payment = paymentOf(order);
  const untouched =
    payment.state === 'awaiting_payment' &&
    payment.transactions.length === 0 &&
    payment.receivedSats === 0 &&
    payment.claim === '' &&
    !order.transactionHash &&
    payment.expiresAt !== null &&
    payment.expiresAt > now;
  if (!untouched) {
    throw new ConflictError(
      `Order ${order.orderId} can change how it is paid only while nothing was paid and its window is open`,
      { code: 'rail_change_refused' },
    );
  }
  const quote = order.quote;
  const priced = rail === 'btc' ? quote?.btcRate : quote?.usdRate;
  if (!quote || !priced) {
    throw new ConflictError(`Order ${order.orderId} has no price in ${rail}`, {
      code: 'rail_not_priced',
    });
  }
  return rail === 'btc' ? toSats(quote.amountBtc) : toUsdtUnits(quote.amountUsdt ?? 0);
}

export interface RailTerms {
  rail: PaymentRail;
  address: AllocatedAddress;
  /** The token's contract on a USDT rail; null on BTC. */
  tokenContract: string | null;
  /** On Ethereum, the chain id its payment link names; null on the other rails. */
  tokenChainId: number | null;
  /** Whether the chain watcher can look at this rail's addresses. */
  watched: boolean;
}

/** The change to `terms.rail`, re-checked on the order as stored at the write. */
export function railChange(order: OrderDocument, terms: RailTerms, now: Date): PlannedChange {
  const { rail, address } = terms;
  const from = paymentOf(order).rail ?? 'btc';
  const due = dueOnRail(order, rail, now);
  const fields = paymentChange(order, {
    rail,
    tokenContract: terms.tokenContract ?? '',
    tokenChainId: terms.tokenChainId,
    address: address.address,
    network: address.network,
    derivationIndex: address.derivationIndex,
    dueSats: due,
    watched: terms.watched,
    nextCheckAt: null,
  });
  Object.assign(fields, {
    sellerAddress: address.address,
    totalAmount: rail === 'btc' ? toBtc(due) : 0,
  });
  const detail = `${from} → ${rail}: ${railAmountText(rail, due)} to ${address.address}`;
  return { fields, history: [{ at: now, event: 'rail_changed', by: 'buyer', detail }] };
}
