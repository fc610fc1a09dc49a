// What a named transaction pays to one of the shop's addresses, asked of the rail's chain: the
// amount the operator's acceptance of a payment records beside the one the buyer was asked for.
import type { PaymentRail } from '@minesite/shared/contract';
import { ChainUnavailableError, satsPaidTo } from './chain-client.js';
import { askChain, type ClaimRules } from './payment-claim.js';
import { lookUpTokenTransaction } from './token-lookup.js';

/** What `txid` pays to `address` on `rail`'s chain (sats, or token units); null when the chain cannot say. */
export async function chainAmount(
  claims: ClaimRules,
  txid: string,
  address: string,
  rail: PaymentRail,
): Promise<number | null> {
  if (!address) return null;
  if (rail !== 'btc') {
    const watch = claims.tokens?.[rail];
    const found = watch && (await askChain(() => lookUpTokenTransaction(watch, address, txid)));
    return found?.kind === 'paid' ? found.payment.sats : null;
  }
  const chain = claims.chain;
  if (!chain) return null;
  try {
    const tx = await chain.transaction(txid.trim().toLowerCase());
    return tx ? satsPaidTo(tx, address) || null : null;
  } catch (error) {
    if (error instanceof ChainUnavailableError) return null;
    throw error;
  }
}
