// The gap limit the operator's wallet needs to see every payment. A wallet derives an account's
// addresses in order and stops looking after `gap limit` unused ones in a row (20 by default in
// Sparrow, Electrum and most others). Every order gets the next address, paid or not, so
// unpaid orders leave runs of unused addresses; a payment after a run longer than the wallet's
// gap limit is on the chain but not in the wallet.
//
// The same on every chain: BTC's account key and each USDT rail's account xpub hand out their
// indexes under their own namespace (payments/addresses.ts). Two reads: the indexes handed out
// under the namespace, and the orders with a transaction to an address of it. An index never handed out (an insert lost to another replica) is as empty
// to the wallet as an unpaid one, so runs are counted over every index up to the last handed out.
import type { AddressGap } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import { getCollection } from '../../db/collections.js';
import { ordersCollection } from '../orders/repository.js';
import { paymentAddressesCollection } from '../payments/addresses.js';
import { parseAccountKey, type PaymentAccount } from '../payments/payment-keys.js';
import { readSiteSettings } from '../settings/site-settings.js';

/** What Sparrow, Electrum and most wallets scan past the last used address unless told more. */
export const WALLET_DEFAULT_GAP_LIMIT = 20;
/** Room above the longest run for the orders made before the operator looks again. */
export const GAP_LIMIT_MARGIN = 5;

/** The longest run of indexes in 0…`highest` that are not in `used`. */
export function longestUnusedRun(highest: number, used: Iterable<number>): number {
  if (highest < 0) return 0;
  const sorted = [...new Set(used)].filter((i) => i <= highest).sort((a, b) => a - b);
  let longest = 0;
  let previous = -1;
  for (const index of sorted) {
    longest = Math.max(longest, index - previous - 1);
    previous = index;
  }
  return Math.max(longest, highest - previous);
}

/** The BTC account orders are paid to now; null with a fixed address or none. */
export async function btcAccountInUse(db: Db, config: Config): Promise<PaymentAccount | null> {
  const { address, network } = (await readSiteSettings(db, config)).payment;
  if (address.source === 'env' && config.payments.addresses) {
    const source = config.payments.addresses;
    return source.kind === 'account' ? source.account : null;
  }
  if (address.value?.kind !== 'account') return null;
  try {
    return parseAccountKey(address.value.value, network.value);
  } catch {
    return null;
  }
}

/** The BTC account's gap; null while orders are not paid to an account key. */
export async function addressGap(db: Db, config: Config): Promise<AddressGap | null> {
  const account = await btcAccountInUse(db, config);
  return account ? chainGap(db, account.fingerprint) : null;
}

/** The gap of the addresses handed out under `namespace` (an account on one chain). */
export async function chainGap(db: Db, namespace: string): Promise<AddressGap> {
  const [handedOut, paid] = await Promise.all([
    getCollection(db, paymentAddressesCollection)
      .find({ account: namespace }, { projection: { _id: 0, index: 1, address: 1 } })
      .toArray(),
    getCollection(db, ordersCollection)
      .find(
        { 'payment.derivationIndex': { $ne: null }, 'payment.transactions.0': { $exists: true } },
        { projection: { _id: 0, 'payment.derivationIndex': 1, 'payment.address': 1 } },
      )
      .toArray(),
  ]);
  const addressAt = new Map(handedOut.map(({ index, address }) => [index, address]));
  // An order's index counts only with its address: an earlier account key's orders share indexes.
  const used = paid
    .map(({ payment }) => payment?.derivationIndex ?? -1)
    .filter((index, i) => addressAt.get(index) === paid[i]!.payment?.address);
  const highest = handedOut.reduce((top, { index }) => Math.max(top, index), -1);
  const run = longestUnusedRun(highest, used);
  const gapLimit = Math.max(WALLET_DEFAULT_GAP_LIMIT, run + GAP_LIMIT_MARGIN);
  return {
    handedOut: handedOut.length,
    longestUnusedRun: run,
    gapLimit,
    aboveDefault: gapLimit > WALLET_DEFAULT_GAP_LIMIT,
  };
}
