// One named transaction on a token chain, as the buyer's claim and the operator's confirmation
// ask for it: the transfers of the rail's token it makes to the order's address (added up), or
// what else it sends there. The chain's errors (down, busy) reach the caller.
import type { TokenWatch } from './chain-watcher.js';
import type { ObservedPayment } from './payment-evaluator.js';
import type { TokenTransfer } from './token-transfers.js';

export type TokenLookup =
  | { kind: 'paid'; payment: ObservedPayment }
  /** The transaction sends only other tokens to the address: never credited. */
  | { kind: 'foreign'; transfers: TokenTransfer[] }
  | { kind: 'not_found' };

export async function lookUpTokenTransaction(
  watch: TokenWatch,
  address: string,
  txid: string,
): Promise<TokenLookup> {
  const wanted = txid.trim().toLowerCase();
  const tip = await watch.client.tipHeight();
  const transfers = (await watch.client.transfersTo(address, tip)).filter(
    (transfer) => transfer.txid.toLowerCase() === wanted,
  );
  const credited = transfers.filter((transfer) => transfer.token === watch.contract);
  if (credited.length === 0) {
    return transfers.length > 0 ? { kind: 'foreign', transfers } : { kind: 'not_found' };
  }
  return {
    kind: 'paid',
    payment: {
      txid: credited[0]!.txid,
      sats: credited.reduce((sum, transfer) => sum + transfer.units, 0),
      confirmations: Math.min(...credited.map((transfer) => transfer.confirmations)),
      blockTime: credited[0]!.blockTime,
    },
  };
}
