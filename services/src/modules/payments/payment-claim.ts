// A buyer's claim (POST /api/orders/{id}/payment {transactionHash, email}): the transaction is
// checked on the chain when a chain API is configured and answers, before anything is
// written; the claim is then recorded as a transaction of the order's payment, judged like any
// other by when the chain first showed it (now, or its block's time). When the chain cannot say
// (no chain API, down, slow), the claim is kept as the buyer's word ('unverified'): it counts
// for nothing until the watcher (or the operator) finds the transaction on the chain. On the
// shop's fixed address a transaction proves nothing about which order it pays: the claim is at
// best 'matches_amount', and the operator confirms. On a USDT rail the id must have its chain's
// shape, and the chain is asked for the transfer of the rail's token to the order's address.
import {
  isRailTxid,
  type PaymentInput,
  type PaymentRail,
  type TokenRail,
} from '@minesite/shared/contract';
import { ServiceUnavailableError, UnprocessableEntityError } from '../../http/errors.js';
import { malformedTxid } from '../orders/order-errors.js';
import { btcText, paymentChange } from '../orders/order-payment.js';
import type { OrderDocument, OrderFields, OrderHistoryDocument } from '../orders/order-document.js';
import {
  ChainBusyError,
  ChainUnavailableError,
  satsPaidTo,
  type ChainClient,
} from './chain-client.js';
import type { TokenWatch } from './chain-watcher.js';
import { evaluatePayment, type ObservedPayment } from './payment-evaluator.js';
import { lookUpTokenTransaction } from './token-lookup.js';

/** What checking a claim needs: the chain (null without a chain API) and the payment rules. */
export interface ClaimRules {
  chain: ChainClient | null;
  confirmations: number;
  /** See evaluatePayment's `settleDepth`. */
  settleDepth: number;
  /** See evaluatePayment's `graceMs`. */
  graceMs: number;
  /** The token rails' chains (absent: a claim on a USDT rail is kept as the buyer's word). */
  tokens?: Partial<Record<TokenRail, TokenWatch>>;
}

const CHAIN_NAMES: Record<PaymentRail, string> = {
  btc: 'Bitcoin',
  'usdt-tron': 'TRON',
  'usdt-ethereum': 'Ethereum',
};

/** The depth that pays and settles a transaction on the rail's chain. */
export function claimDepth(
  rules: ClaimRules,
  rail: PaymentRail,
): { confirmations: number; settleDepth: number } {
  const watch = rail === 'btc' ? undefined : rules.tokens?.[rail];
  // A token chain's blocks are final at the depth asked for.
  return watch
    ? { confirmations: watch.confirmations, settleDepth: watch.confirmations }
    : { confirmations: rules.confirmations, settleDepth: rules.settleDepth };
}

/** Runs a chain call: null when the chain cannot say, a 503 when its queue is full. */
export async function askChain<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
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
  const payment = order.payment;
  const rail = payment?.rail ?? 'btc';
  if (rail !== 'btc') return checkTokenClaim(order, transactionHash, rules, rail);
  if (!rules.chain || !payment?.address || payment.dueSats === 0) return null;
  const chain = rules.chain;
  const asked = await askChain(async () => ({
    tx: await chain.transaction(transactionHash.trim().toLowerCase()),
  }));
  if (asked === null) return null;
  const { tx } = asked;
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

/** A claim on a USDT rail: the id's shape, then the transfer of the rail's token on its chain. */
async function checkTokenClaim(
  order: OrderDocument,
  transactionHash: string,
  rules: ClaimRules,
  rail: TokenRail,
): Promise<ClaimVerdict> {
  if (!isRailTxid(rail, transactionHash)) throw malformedTxid(rail, transactionHash);
  const payment = order.payment;
  const watch = rules.tokens?.[rail];
  if (!watch || !payment?.address || payment.dueSats === 0) return null;
  const found = await askChain(() =>
    lookUpTokenTransaction(watch, payment.address, transactionHash),
  );
  if (found === null) return null;
  if (found.kind === 'not_found') {
    throw new UnprocessableEntityError(
      `Transaction ${transactionHash.trim()} sends no USDT to this order's address on ` +
        `${CHAIN_NAMES[rail]}. Check the transaction ID and the network in your wallet (it ` +
        'appears once the transfer is in a block).',
      { code: 'payment_tx_not_found' },
    );
  }
  if (found.kind === 'foreign') {
    throw new UnprocessableEntityError(
      `Transaction ${transactionHash.trim()} sends ${found.transfers[0]!.symbol || 'another token'} ` +
        `to this order's address, not the shop's USDT on ${CHAIN_NAMES[rail]}.`,
      { code: 'payment_wrong_token' },
    );
  }
  return found.payment;
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
  const depth = claimDepth(rules, payment.rail ?? 'btc');
  const change = evaluatePayment({
    payment,
    observed: [...known, verdict],
    requiredConfirmations: depth.confirmations,
    settleDepth: depth.settleDepth,
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
