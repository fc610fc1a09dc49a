// A buyer's claim (POST /api/orders/{id}/payment {transactionHash, email}): the transaction is
// checked on the chain when a chain API is configured and answers, before anything is
// written; the claim is then recorded as a transaction of the order's payment, judged like any
// other by when the chain first showed it (now, or its block's time). When the chain cannot say
// (no chain API, down, slow), the claim is kept as the buyer's word ('unverified'): it counts
// for nothing until the watcher (or the operator) finds the transaction on the chain. On the
// shop's fixed address a transaction proves nothing about which order it pays: the claim is at
// best 'matches_amount', and the operator confirms.
import type { PaymentInput } from '@minesite/shared/contract';
import { ServiceUnavailableError, UnprocessableEntityError } from '../../http/errors.js';
import { btcText, paymentChange } from '../orders/order-payment.js';
import type { OrderDocument, OrderFields, OrderHistoryDocument } from '../orders/order-document.js';
import {
  ChainBusyError,
  ChainUnavailableError,
  satsPaidTo,
  type ChainClient,
} from './chain-client.js';
import { evaluatePayment, type ObservedPayment } from './payment-evaluator.js';

/** What checking a claim needs: the chain (null without a chain API) and the payment rules. */
export interface ClaimRules {
  chain: ChainClient | null;
  confirmations: number;
  /** See evaluatePayment's `settleDepth`. */
  settleDepth: number;
  /** See evaluatePayment's `graceMs`. */
  graceMs: number;
}

export const UNCHECKED_CLAIMS: ClaimRules = {
  chain: null,
  confirmations: 1,
  settleDepth: 6,
  graceMs: 0,
};

/** The claimed transaction as the chain showed it; null when the chain could not say. */
export type ClaimVerdict = ObservedPayment | null;

/**
 * Asks the chain about the claimed transaction: 422 when it contradicts the claim, the
 * transaction when it pays the order, null when the chain cannot say (or there is nothing to
 * check against: no address, no amount yet).
 */
export async function checkClaim(
  order: OrderDocument,
  transactionHash: string,
  rules: ClaimRules,
): Promise<ClaimVerdict> {
  // Orders made before payments were tracked name an address nobody derived: nothing to check.
  // The Bitcoin chain API says nothing of a USDT transfer: such a claim is kept as the buyer's word.
  const payment = order.payment;
  const onBitcoin = (payment?.rail ?? 'btc') === 'btc';
  if (!rules.chain || !payment?.address || payment.dueSats === 0 || !onBitcoin) return null;
  let tx;
  try {
    tx = await rules.chain.transaction(transactionHash.trim().toLowerCase());
  } catch (error) {
    if (error instanceof ChainUnavailableError) return null;
    if (error instanceof ChainBusyError) {
      throw new ServiceUnavailableError('Too many payments are being checked; try again shortly', {
        code: 'chain_busy',
        headers: { 'Retry-After': String(error.retryAfterSeconds) },
      });
    }
    throw error;
  }
  if (!tx) {
    throw new UnprocessableEntityError(
      `Transaction ${transactionHash} was not found on the Bitcoin network. Check the ` +
        'transaction ID in your wallet (it appears a few seconds after sending).',
      { code: 'payment_tx_not_found' },
    );
  }
  const sats = satsPaidTo(tx, payment.address);
  if (sats === 0) {
    throw new UnprocessableEntityError(
      `Transaction ${tx.txid} pays nothing to this order's address ${payment.address}.`,
      { code: 'payment_wrong_address' },
    );
  }
  // On the fixed address a short transaction is no evidence for this order at all; on the
  // order's own address it is a partial payment, recorded as such.
  if (payment.derivationIndex === null && sats < payment.dueSats) {
    throw new UnprocessableEntityError(
      `Transaction ${tx.txid} pays ${btcText(sats)} to this order's address; ` +
        `${btcText(payment.dueSats)} is due.`,
      { code: 'payment_amount_short' },
    );
  }
  return { txid: tx.txid, sats, confirmations: tx.confirmations, blockTime: tx.blockTime };
}

/** The write that records the claim on the order as it is now. */
export function claimChange(
  order: OrderDocument,
  input: PaymentInput,
  verdict: ClaimVerdict,
  rules: ClaimRules,
  now: Date,
): { fields: OrderFields; history: OrderHistoryDocument[] } {
  const claimed = {
    transactionHash: input.transactionHash,
    buyerEmail: input.email,
    paymentTime: now,
  };
  const submitted: OrderHistoryDocument = {
    at: now,
    event: 'claim_submitted',
    by: 'buyer',
    detail: `${input.transactionHash.slice(0, 16)}, ${verdict ? 'found on the chain' : 'not checked'}`,
  };
  // Orders made before payments were tracked keep their old shape: the reply derives the rest.
  if (!order.payment) return { fields: claimed, history: [submitted] };
  const payment = order.payment;
  if (!verdict) {
    return {
      fields: { ...claimed, ...paymentChange(order, { claim: 'unverified' }) },
      history: [submitted],
    };
  }
  // A fixed address is shared by every order: a transaction paying it proves nothing about
  // which order it pays, so the operator confirms it.
  if (payment.derivationIndex === null) {
    return {
      fields: { ...claimed, ...paymentChange(order, { claim: 'matches_amount' }) },
      history: [submitted],
    };
  }
  // What the order knew, as the chain showed it, with the claimed transaction as it shows now.
  const known: ObservedPayment[] = payment.transactions
    .filter((tx) => tx.txid !== verdict.txid && !tx.droppedAt && tx.source !== 'operator')
    .map((tx) => ({
      txid: tx.txid,
      sats: tx.amountSats,
      confirmations: tx.confirmations,
      blockTime: tx.blockTime ?? null,
    }));
  const change = evaluatePayment({
    payment,
    observed: [...known, verdict],
    requiredConfirmations: rules.confirmations,
    settleDepth: rules.settleDepth,
    now,
    graceMs: rules.graceMs,
  });
  return {
    fields: {
      ...claimed,
      ...paymentChange(order, {
        state: change.state,
        flag: change.flag,
        receivedSats: change.receivedSats,
        paidAt: change.paidAt,
        transactions: change.transactions,
        settled: change.settled,
        claim: 'verified',
      }),
    },
    history: [submitted, ...change.events],
  };
}
