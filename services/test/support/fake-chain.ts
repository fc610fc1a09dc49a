// The fake Esplora server and rate provider of tooling/fake-chain/ (the test site runs the same
// ones), started in-process on a free port. They live outside this package's sources, so they
// are loaded at run time, as database-outage.api.test.ts loads the launcher's database.

import type {
  FakeChainControls,
  FakeRatesControls,
  RunningFake,
} from '@minesite/shared/testing/fake-chain-controls';

export type FakeChain = FakeChainControls & RunningFake;
export type FakeRates = FakeRatesControls & RunningFake;

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
