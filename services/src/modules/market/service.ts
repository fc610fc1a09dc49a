import type { Logger } from 'pino';
import type { Currency, MarketReply } from '@minesite/shared/contract';
import type {
  BtcRatesDocument,
  BtcRatesRepository,
  MarketRepository,
  MarketSnapshotDocument,
  SnapshotFigures,
} from './repository.js';
import { displayRates } from './display-rates.js';
import { ProviderError, type MarketProvider, type RateCurrency } from './provider.js';

/** The provider's rate each quote currency is converted at (USDT counts as USD). */
const RATE_OF: Record<Currency, RateCurrency> = { USD: 'usd', USDT: 'usd', CNY: 'cny', EUR: 'eur' };

/** A BTC rate a quote may use: units of the currency per bitcoin, and when it was read. */
export interface QuotableRate {
  price: number;
  at: Date;
}

/** A reply kept in memory, and the time (ms since the epoch) it stops being served. */
interface HeldReply {
  reply: MarketReply;
  until: number;
}

/** The figures of a reply, before its display rates are added. */
type Figures = Omit<MarketReply, 'rates'>;

/**
 * The market figures: the provider's answer, kept in the database and in memory for `cacheMs`. When the
 * provider cannot be reached or answers garbage, the last stored snapshot answers, marked
 * stale with its time; a provider that failed is not asked again before `cacheMs` has passed.
 * The BTC rates quotes use follow the same rules, and are not used once older than
 * `maxRateAgeMs`.
 */
export class MarketService {
  /** The figures in memory, and until when they answer without a database read. */
  private held: HeldReply | undefined;
  /** The load in flight (database, then provider), shared by the requests that arrive meanwhile. */
  private loading: Promise<HeldReply> | undefined;
  private refreshingRates: Promise<BtcRatesDocument | null> | undefined;
  private heldRates: BtcRatesDocument | undefined;

  constructor(
    private readonly snapshots: MarketRepository,
    private readonly rates: BtcRatesRepository,
    private readonly provider: MarketProvider,
    private readonly options: {
      cacheMs: number;
      maxRateAgeMs: number;
      seed: () => SnapshotFigures;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  /**
   * The BTC rate in `currency` to quote with: the stored one while fresh, else the provider's
   * (asked at most once per `cacheMs` while it fails); null when none is younger than
   * `maxRateAgeMs` or the provider has no rate in that currency.
   */
  async btcRate(currency: Currency): Promise<QuotableRate | null> {
    const stored = await this.currentRates();
    const price = stored?.rates[RATE_OF[currency]];
    if (!stored?.fetchedAt || price === undefined) return null;
    const age = this.now().getTime() - stored.fetchedAt.getTime();
    return age <= this.options.maxRateAgeMs ? { price, at: stored.fetchedAt } : null;
  }

  /**
   * The rates as of the last read, held in memory while they answer as the stored ones would
   * (fetched, or asked of a failing provider, within `cacheMs`): no other replica writes newer
   * ones meanwhile, so a quote costs no database round trip. Once that time has passed, the
   * stored rates (another replica may have refreshed them), then the provider.
   */
  private async currentRates(): Promise<BtcRatesDocument | null> {
    const now = this.now().getTime();
    if (this.heldRates && this.answers(this.heldRates, now)) return this.heldRates;
    const stored = await this.rates.latest();
    if (stored && this.answers(stored, now)) return (this.heldRates = stored);
    this.refreshingRates ??= this.refreshRates(stored).finally(() => {
      this.refreshingRates = undefined;
    });
    return this.refreshingRates;
  }

  /** Whether `rates` are the ones to use at `now` without asking the provider. */
  private answers(rates: BtcRatesDocument, now: number): boolean {
    const { cacheMs } = this.options;
    if (rates.fetchedAt && now - rates.fetchedAt.getTime() < cacheMs) return true;
    return now - rates.checkedAt.getTime() < cacheMs;
  }

  private async refreshRates(stored: BtcRatesDocument | null): Promise<BtcRatesDocument | null> {
    const askedAt = this.now();
    try {
      this.heldRates = await this.rates.save(await this.provider.fetchBtcRates(), askedAt);
      return this.heldRates;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.options.logger.warn(
        { reason: reasonOf(error), ratesFrom: stored?.fetchedAt?.toISOString() ?? null },
        'market provider failed; quoting with the stored BTC rates while fresh enough',
      );
      await this.rates.markChecked(askedAt);
      // As stored now: not asked again within `cacheMs`.
      this.heldRates = { _id: 'latest', rates: {}, fetchedAt: null, ...stored, checkedAt: askedAt };
      return stored;
    }
  }

  /**
   * The figures from memory while they are fresh (until the stored snapshot's cache time, or
   * the failed provider's retry time, ends): no database read in between. Once that time has
   * passed, one load (the database, then the provider if the snapshot is old) serves every
   * request that arrives meanwhile: 50 concurrent clients cause one refresh. Another replica's
   * refresh is seen at the latest when this copy's time ends, as the database cache was before.
   */
  async current(): Promise<MarketReply> {
    const held = this.held;
    if (held && this.now().getTime() < held.until) return held.reply;
    if (!this.loading) {
      const run = this.load();
      const clear = () => {
        if (this.loading === run) this.loading = undefined;
      };
      run.then(clear, clear);
      this.loading = run;
    }
    return (await this.loading).reply;
  }

  /**
   * The figures with the display rates, both held for the figures' time: the rates are the
   * ones quotes use (refreshed by the same rules), so a page shows prices at the rate a quote
   * would take.
   */
  private async load(): Promise<HeldReply> {
    const [loaded, rates] = await Promise.all([this.fromDatabaseOrProvider(), this.currentRates()]);
    this.held = { reply: { ...loaded.reply, rates: displayRates(rates) }, until: loaded.until };
    return this.held;
  }

  private async fromDatabaseOrProvider(): Promise<{ reply: Figures; until: number }> {
    const stored = await this.storedSnapshot();
    const now = this.now().getTime();
    const { cacheMs } = this.options;
    const fetchedUntil = stored.fetchedAt.getTime() + cacheMs;
    if (stored.source === 'provider' && now < fetchedUntil) {
      return { reply: toReply(stored, false), until: fetchedUntil };
    }
    const checkedUntil = stored.checkedAt.getTime() + cacheMs;
    if (now < checkedUntil) return { reply: toReply(stored, true), until: checkedUntil };
    return this.refresh(stored);
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

  private async refresh(
    stored: MarketSnapshotDocument,
  ): Promise<{ reply: Figures; until: number }> {
    const askedAt = this.now();
    const until = askedAt.getTime() + this.options.cacheMs;
    try {
      const figures = await this.provider.fetchSnapshot();
      const saved = await this.snapshots.saveFromProvider({ ...figures, fetchedAt: askedAt });
      return { reply: toReply(saved, false), until };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Expected whenever the provider is down: one line, without a stack.
      this.options.logger.warn(
        { reason: reasonOf(error), snapshotFrom: stored.fetchedAt.toISOString() },
        'market provider failed; answering the stored snapshot',
      );
      await this.snapshots.markChecked(askedAt);
      return { reply: toReply(stored, true), until };
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

function toReply(snapshot: MarketSnapshotDocument, stale: boolean): Figures {
  return {
    rows: snapshot.rows,
    totalMarketCapUsd: snapshot.totalMarketCapUsd,
    totalVolume24hUsd: snapshot.totalVolume24hUsd,
    fetchedAt: snapshot.fetchedAt.toISOString(),
    stale,
  };
}
