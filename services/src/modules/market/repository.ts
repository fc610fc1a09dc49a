import type { Collection, Db } from 'mongodb';
import type { MarketRow } from '@minesite/shared/contract';
import { defineCollection, getCollection } from '../../db/collections.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import type { BtcRates } from './provider.js';

/** The one stored snapshot: the provider's last good answer, or the shipped seed before it. */
export interface MarketSnapshotDocument {
  _id: 'latest';
  rows: MarketRow[];
  totalMarketCapUsd: number;
  totalVolume24hUsd: number;
  /** When these figures were read from the provider (the seed's own time for the seed). */
  fetchedAt: Date;
  source: 'provider' | 'seed';
  /**
   * When the provider was last asked, answered or not. Every replica reads it, so a provider
   * that is down is asked once per cache period, not on every request.
   */
  checkedAt: Date;
}

export type SnapshotFigures = Pick<
  MarketSnapshotDocument,
  'rows' | 'totalMarketCapUsd' | 'totalVolume24hUsd' | 'fetchedAt'
>;

export const marketSnapshotsCollection =
  defineCollection<MarketSnapshotDocument>('market_snapshots');

/** The provider's last BTC rates (the one document `latest`), for quotes. */
export interface BtcRatesDocument {
  _id: 'latest';
  rates: BtcRates;
  /** When these rates were read from the provider; null before any answer. */
  fetchedAt: Date | null;
  /** When the provider was last asked, answered or not (see MarketSnapshotDocument). */
  checkedAt: Date;
}

export const btcRatesCollection = defineCollection<BtcRatesDocument>('btc_rates');

export class MarketRepository {
  private readonly collection: Collection<MarketSnapshotDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, marketSnapshotsCollection);
  }

  latest(): Promise<MarketSnapshotDocument | null> {
    return this.collection.findOne({ _id: 'latest' });
  }

  /** Stores the seed unless a snapshot exists; the provider has never been asked then. */
  async seedIfEmpty(seed: SnapshotFigures): Promise<void> {
    try {
      await this.collection.updateOne(
        { _id: 'latest' },
        { $setOnInsert: { ...seed, source: 'seed', checkedAt: new Date(0) } },
        { upsert: true },
      );
    } catch (error) {
      // Another replica seeded at the same moment: the snapshot exists, as wanted.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async saveFromProvider(figures: SnapshotFigures): Promise<MarketSnapshotDocument> {
    const document: MarketSnapshotDocument = {
      _id: 'latest',
      ...figures,
      source: 'provider',
      checkedAt: figures.fetchedAt,
    };
    await this.collection.replaceOne({ _id: 'latest' }, document, { upsert: true });
    return document;
  }

  async markChecked(at: Date): Promise<void> {
    await this.collection.updateOne({ _id: 'latest' }, { $set: { checkedAt: at } });
  }
}

/** The stored BTC rates: replaced by every good answer, stamped on every question. */
export class BtcRatesRepository {
  private readonly collection: Collection<BtcRatesDocument>;

  constructor(db: Db) {
    this.collection = getCollection(db, btcRatesCollection);
  }

  latest(): Promise<BtcRatesDocument | null> {
    return this.collection.findOne({ _id: 'latest' });
  }

  async save(rates: BtcRates, fetchedAt: Date): Promise<BtcRatesDocument> {
    const document: BtcRatesDocument = { _id: 'latest', rates, fetchedAt, checkedAt: fetchedAt };
    await this.collection.replaceOne({ _id: 'latest' }, document, { upsert: true });
    return document;
  }

  /** Records a question the provider did not answer (the first one creates the document). */
  async markChecked(at: Date): Promise<void> {
    try {
      await this.collection.updateOne(
        { _id: 'latest' },
        { $set: { checkedAt: at }, $setOnInsert: { rates: {}, fetchedAt: null } },
        { upsert: true },
      );
    } catch (error) {
      // Another replica created it at the same moment; its stamp is as good as this one.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
