// The fake TronGrid server of tooling/fake-tron/, started in-process on a free port (loaded at
// run time, as the fake Esplora server is: it lives outside this package's sources).

export interface FakeTron {
  /** `http://127.0.0.1:<port>`: the TRON_API_URL of the API under test. */
  url: string;
  /** An unconfirmed transfer of `units` (millionths) of `token` (USDT by default) to `to`. */
  transfer(to: string, units: number, token?: string, symbol?: string): string;
  /** Mines the unconfirmed transfers into the next block (and `blocks - 1` more), dated `time`. */
  mine(blocks?: number, time?: Date): number;
  setDown(down: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeTron(): Promise<FakeTron> {
  const url = new URL('../../../tooling/fake-tron/fake-tron.ts', import.meta.url);
  const { startFakeTron: start } = (await import(url.href)) as {
    startFakeTron: (options: { port: number }) => Promise<FakeTron>;
  };
  return start({ port: 0 });
}
