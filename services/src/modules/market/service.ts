import type { Logger } from 'pino';
import type { MarketReply } from '@minesite/shared/contract';
import type { MarketRepository, MarketSnapshotDocument, SnapshotFigures } from './repository.js';
import { ProviderError, type MarketProvider } from './provider.js';

/**
 * The market figures: the provider's answer, kept in the database for `cacheMs`. When the
 * provider cannot be reached or answers garbage, the last stored snapshot answers, marked
 * stale with its time; a provider that failed is not asked again before `cacheMs` has passed.
 */
export class MarketService {
  /** The provider call in flight, shared by the requests that arrive meanwhile. */
  private refreshing: Promise<MarketReply> | undefined;

  constructor(
    private readonly snapshots: MarketRepository,
    private readonly provider: MarketProvider,
    private readonly options: {
      cacheMs: number;
      seed: () => SnapshotFigures;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  async current(): Promise<MarketReply> {
    const stored = await this.storedSnapshot();
    const now = this.now().getTime();
    const fresh =
      stored.source === 'provider' && now - stored.fetchedAt.getTime() < this.options.cacheMs;
    if (fresh) return toReply(stored, false);
    if (now - stored.checkedAt.getTime() < this.options.cacheMs) return toReply(stored, true);
    this.refreshing ??= this.refresh(stored).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async storedSnapshot(): Promise<MarketSnapshotDocument> {
    const stored = await this.snapshots.latest();
    if (stored) return stored;
    // Before the start-up seed has landed (or after the collection was emptied).
    await this.snapshots.seedIfEmpty(this.options.seed());
    const seeded = await this.snapshots.latest();
    if (!seeded) throw new Error('the market snapshot could not be stored');
    return seeded;
  }

  private async refresh(stored: MarketSnapshotDocument): Promise<MarketReply> {
    const askedAt = this.now();
    try {
      const figures = await this.provider.fetchSnapshot();
      return toReply(
        await this.snapshots.saveFromProvider({ ...figures, fetchedAt: askedAt }),
        false,
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Expected whenever the provider is down: one line, without a stack.
      this.options.logger.warn(
        { reason: reasonOf(error), snapshotFrom: stored.fetchedAt.toISOString() },
        'market provider failed; answering the stored snapshot',
      );
      await this.snapshots.markChecked(askedAt);
      return toReply(stored, true);
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

/** `market provider did not answer /global: getaddrinfo ENOTFOUND api.coingecko.com` */
function reasonOf(error: Error): string {
  const causes: string[] = [];
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
    causes.push(cause.message);
  }
  return [error.message, ...causes].join(': ').slice(0, 500);
}

function toReply(snapshot: MarketSnapshotDocument, stale: boolean): MarketReply {
  return {
    rows: snapshot.rows,
    totalMarketCapUsd: snapshot.totalMarketCapUsd,
    totalVolume24hUsd: snapshot.totalVolume24hUsd,
    fetchedAt: snapshot.fetchedAt.toISOString(),
    stale,
  };
}
