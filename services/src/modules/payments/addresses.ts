// Payment addresses handed out one per order, from an account's receive chain (BTC's in
// payment-keys.ts, a token rail's in token-keys.ts) or the one fixed address of the fixed-wallet
// mode.
//
// An index is handed out once it is stored as `<namespace>:<index>`, a unique key (the namespace
// is the BTC account key's fingerprint, or the token rail and its account's fingerprint): an
// insert is atomic on FerretDB v1 and MongoDB alike (FerretDB v1 has no atomic $inc nor
// conditional update), so two orders never get the same index, also across replicas. A process
// stores a run of indexes in one insert and hands them out from memory, so an order costs a
// database write for its address once per run, not each time.
import type { Collection, Db } from 'mongodb';
import type { PaymentNetwork } from '@minesite/shared/contract';
import { defineCollection, getCollection } from '../../db/collections.js';
import { bulkWriteErrors, isDuplicateKey } from '../../db/duplicate-key.js';
import { ServiceUnavailableError } from '../../http/errors.js';
import { receiveAddresses, type PaymentAddressSource } from './payment-keys.js';

/** An account's receive chain: the addresses m/0/i, their indexes stored under `namespace`. */
export interface AddressChain {
  namespace: string;
  network: PaymentNetwork;
  /** The addresses at indexes `from` to `from + count - 1` (a run is stored by one insert). */
  addressesAt(from: number, count: number): string[];
}

/** Where a handout takes addresses from: BTC's account or fixed address, or any account's chain. */
export type AddressHandoutSource = PaymentAddressSource | { kind: 'chain'; chain: AddressChain };

export interface AllocatedAddress {
  address: string;
  network: PaymentNetwork;
  /** The receive index m/0/i; null for the fixed address. */
  derivationIndex: number | null;
}

interface PaymentAddressDocument {
  /** `<namespace>:<index>`: the unique key that hands an index out once. */
  _id: string;
  account: string;
  index: number;
  address: string;
  createdAt: Date;
}

export const paymentAddressesCollection = defineCollection<PaymentAddressDocument>(
  'payment_addresses',
  [{ key: { account: 1, index: -1 }, name: 'account_highest_index' }],
);

/** BIP32 non-hardened indexes end here. */
const MAX_INDEX = 0x7fffffff;
/** A run that keeps colliding this often gives up (503, retried by the client). */
const MAX_ATTEMPTS = 50;
/**
 * Indexes stored by one insert. Below BIP44's gap limit of 20: the indexes of a run a process
 * had not handed out when it stopped are never used, and a wallet that stops looking after 20
 * unused addresses in a row still finds every payment after such a gap.
 */
export const ADDRESS_RUN = 16;

/**
 * Hands out indexes. A process stores a run of them at once (one ordered insert of
 * ADDRESS_RUN documents from the index after the last it took) and hands them out in turn from
 * memory. An index another replica stored meanwhile stops the insert there: the run is the part
 * before it, and the next run starts past the highest stored. Orders that arrive while the run
 * is used up wait for the one next run.
 */
export class PaymentAddresses {
  private readonly collection: Collection<PaymentAddressDocument>;
  /** The receive chain; null for the fixed address. */
  private readonly chain: AddressChain | null;
  /** The run this process stored, with its addresses (derived once), and the next to hand out. */
  private run: { start: number; addresses: string[]; next: number } = {
    start: 0,
    addresses: [],
    next: 0,
  };
  /**
   * Addresses handed out for orders that were not stored (a retry that found its order made):
   * handed out again first, so that no index is left without an order (a gap wallets stop at).
   */
  private returned: AllocatedAddress[] = [];
  /** The run being stored: orders arriving meanwhile wait for it. */
  private storing: Promise<void> | null = null;
  /** Where this process's next run starts; null before its first. */
  private nextRun: number | null = null;

  constructor(
    db: Db,
    private readonly source: AddressHandoutSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.collection = getCollection(db, paymentAddressesCollection);
    this.chain = chainOf(source);
  }

  /** The address of a new order: the account's next unused index, or the fixed address. */
  async allocate(): Promise<AllocatedAddress> {
    const { source } = this;
    if (source.kind === 'fixed') {
      return { address: source.address, network: source.network, derivationIndex: null };
    }
    const chain = this.chain!;
    const returned = this.returned.pop();
    if (returned) return returned;
    while (this.run.next >= this.run.addresses.length) {
      this.storing ??= this.storeRun(chain).finally(() => (this.storing = null));
      await this.storing;
    }
    const offset = this.run.next++;
    return {
      address: this.run.addresses[offset]!,
      network: chain.network,
      derivationIndex: this.run.start + offset,
    };
  }

  /** Takes back an address this handout gave for an order that was not stored. */
  giveBack(allocated: AllocatedAddress): void {
    const { chain, run } = this;
    if (!chain || allocated.derivationIndex === null) return;
    const offset = allocated.derivationIndex - run.start;
    // Only one of this process's current run: its index is stored as this process's.
    if (run.addresses[offset] !== allocated.address || offset >= run.next) return;
    if (this.returned.length < ADDRESS_RUN) this.returned.push(allocated);
  }

  private async storeRun(chain: AddressChain): Promise<void> {
    let start = this.nextRun ?? (await this.highestIndex(chain.namespace)) + 1;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && start <= MAX_INDEX; attempt++) {
      const end = Math.min(start + ADDRESS_RUN, MAX_INDEX + 1);
      const addresses = await this.insertRun(chain, start, end);
      if (addresses.length > 0) {
        this.run = { start, addresses, next: 0 };
        this.nextRun = start + addresses.length;
        return;
      }
      // The first was taken by another replica: past the highest it (or anyone) took.
      start = Math.max(start, await this.highestIndex(chain.namespace)) + 1;
    }
    throw new ServiceUnavailableError('No payment address could be reserved, please try again', {
      code: 'payment_address_busy',
      headers: { 'Retry-After': '1' },
    });
  }

  /** Stores indexes `start` to `end` (excluded) in order; the addresses stored, up to the first taken. */
  private async insertRun(chain: AddressChain, start: number, end: number): Promise<string[]> {
    const createdAt = this.now();
    const documents = chain.addressesAt(start, end - start).map((address, i) => ({
      _id: `${chain.namespace}:${start + i}`,
      account: chain.namespace,
      index: start + i,
      address,
      createdAt,
    }));
    try {
      await this.collection.insertMany(documents, { ordered: true });
      return documents.map((document) => document.address);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // An ordered insert stops at its first failure: the ones before it are stored.
      return documents.slice(0, firstFailure(error) ?? 0).map((document) => document.address);
    }
  }

  private async highestIndex(account: string): Promise<number> {
    const [highest] = await this.collection
      .find({ account }, { projection: { index: 1 } })
      .sort({ account: 1, index: -1 })
      .limit(1)
      .toArray();
    return highest?.index ?? -1;
  }
}

function chainOf(source: AddressHandoutSource): AddressChain | null {
  switch (source.kind) {
    case 'fixed':
      return null;
    case 'chain':
      return source.chain;
    case 'account': {
      const { account } = source;
      return {
        namespace: account.fingerprint,
        network: account.network,
        addressesAt: (from, count) => receiveAddresses(account, from, count),
      };
    }
  }
}

/** The position of the first document a bulk insert failed on, when the error says. */
function firstFailure(error: unknown): number | undefined {
  const indexes = bulkWriteErrors(error).map((failure) => failure.index);
  return indexes.length > 0 ? Math.min(...indexes) : undefined;
}
