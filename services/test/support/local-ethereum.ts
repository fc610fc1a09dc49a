// The local Ethereum node of tooling/local-ethereum/ (Ganache with solc-compiled tokens),
// started in-process on a free port (loaded at run time, as the fake TRON server is: it lives
// outside this package's sources).

export interface LocalEthereum {
  /** The node's JSON-RPC URL: the ETH_RPC_URL of the API under test. */
  url: string;
  /** Deploys a token with `symbol`; its checksummed address. */
  deployToken(symbol: string): Promise<`0x${string}`>;
  /** Sends `units` of `token` to `to` in a new block; its hash. */
  transfer(token: `0x${string}`, to: string, units: number): Promise<`0x${string}`>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Moves the node's clock on: the next blocks are dated that much later. */
  passTime(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalEthereum(): Promise<LocalEthereum> {
  const url = new URL('../../../tooling/local-ethereum/local-ethereum.ts', import.meta.url);
  const { startLocalEthereum: start } = (await import(url.href)) as {
    startLocalEthereum: () => Promise<LocalEthereum>;
  };
  return start();
}
