import type { Collection, Db } from 'mongodb';
import type { MarketRow } from '@minesite/shared/contract';
import { defineCollection, getCollection } from '../../db/collections.js';

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

const DUPLICATE_KEY = 11000;

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
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
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
