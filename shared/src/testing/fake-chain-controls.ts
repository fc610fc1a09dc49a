/**
 * What a test can do with the fake Esplora chain and the fake rate provider of
 * tooling/fake-chain/ (the API tests load them at run time, the journeys' site runs them).
 */
export interface FakeChainControls {
  /** A mempool transaction paying `amountBtc` to `address`; returns its txid (the same txid again adds an output). */
  pay(address: string, amountBtc: number, txid?: string): string;
  /**
   * Mines the mempool into the next block, then `blocks - 1` empty ones; the new height. The
   * blocks are dated `time` (a Date), or now. With `txids`, only those leave the mempool (a
   * miner leaves the rest out).
   */
  mine(blocks?: number, time?: Date, txids?: readonly string[]): number;
  /** The transaction leaves the chain and the mempool (replaced, double spent). */
  drop(txid: string): void;
  /** The newest `blocks` blocks go (a reorg): their transactions are back in the mempool. */
  reorg(blocks?: number): number;
  /** While down, every Esplora call answers 503. */
  setDown(down: boolean): void;
  reset(): void;
  /** Esplora calls answered since the start (or the last reset), by path. */
  calls(): string[];
}

export interface FakeRatesControls {
  setRates(rates: { usd?: number; eur?: number }): void;
  setDown(down: boolean): void;
  reset(): void;
}

/** A fake running on `url` (`http://127.0.0.1:<port>`, the API's CHAIN_API_URL or MARKET_PROVIDER_URL). */
export interface RunningFake {
  url: string;
  close(): Promise<void>;
}
