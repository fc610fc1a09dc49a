// The fake Esplora server and rate provider of tooling/fake-chain/ (the test site runs the same
// ones), started in-process on a free port. They live outside this package's sources, so they
// are loaded at run time, as database-outage.api.test.ts loads the launcher's database.

export interface FakeChain {
  /** `http://127.0.0.1:<port>`: the CHAIN_API_URL of the API under test. */
  url: string;
  /** A mempool transaction paying `amountBtc` to `address` (the same txid again adds an output). */
  pay(address: string, amountBtc: number, txid?: string): string;
  /** Mines the mempool into the next block (and `blocks - 1` more), dated `time` or now. */
  mine(blocks?: number, time?: Date): number;
  /** The transaction leaves the chain (replaced, double spent). */
  drop(txid: string): void;
  /** The newest `blocks` blocks go (a reorg): their transactions are back in the mempool. */
  reorg(blocks?: number): number;
  /** While down, every Esplora call answers 503. */
  setDown(down: boolean): void;
  reset(): void;
  /** Esplora calls answered since the start (or the last reset), by path. */
  calls(): string[];
  close(): Promise<void>;
}

export interface FakeRates {
  url: string;
  setRates(rates: { usd?: number; eur?: number }): void;
  setDown(down: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

const fakes = new URL('../../../tooling/fake-chain/', import.meta.url);

export async function startFakeChain(): Promise<FakeChain> {
  const { startFakeChain: start } = (await import(new URL('fake-chain.ts', fakes).href)) as {
    startFakeChain: (options: { port: number }) => Promise<FakeChain>;
  };
  return start({ port: 0 });
}

export async function startFakeRates(): Promise<FakeRates> {
  const { startFakeRates: start } = (await import(new URL('fake-rates.ts', fakes).href)) as {
    startFakeRates: (options: { port: number }) => Promise<FakeRates>;
  };
  return start({ port: 0 });
}
