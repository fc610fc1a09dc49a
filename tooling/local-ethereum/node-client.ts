/**
 * What moves a local Ethereum node (Ganache) on, as a buyer's wallet and the chain would: token
 * transfers signed by the node's first deterministic account (which holds every test token),
 * empty blocks and the node's clock. The tests drive their node with it; the journeys the
 * test site's (control.ts).
 */
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The chain id the local node answers (the regtest network's: ETHEREUM_CHAIN_IDS). */
export const LOCAL_CHAIN_ID = 1337;

/** Ganache's first deterministic account: it deploys the test tokens and holds them. */
export const DEPLOYER = privateKeyToAccount(
  '0x4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d',
);

export interface NodeClient {
  /** Sends `units` of `token` to `to` in a new block; its hash. */
  transfer(token: Address, to: string, units: number): Promise<Hex>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Moves the node's clock on: the next blocks are dated that much later. */
  passTime(ms: number): Promise<void>;
}

/** The node at `url`'s clients: reading, and writing as the deployer. */
export function nodeClients(url: string) {
  const transport = http(url);
  const chain = {
    id: LOCAL_CHAIN_ID,
    name: 'ganache',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  } as const;
  return {
    reader: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ account: DEPLOYER, chain, transport }),
  };
}

export function nodeClient(url: string): NodeClient {
  const { reader, wallet } = nodeClients(url);
  const request = (method: string, params: unknown[]) =>
    reader.request({ method, params } as never) as Promise<unknown>;
  return {
    async transfer(token, to, units) {
      const hash = await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to as Address, BigInt(units)],
      });
      await reader.waitForTransactionReceipt({ hash });
      return hash;
    },
    async mine(blocks) {
      await request('evm_mine', [{ blocks }]);
    },
    async passTime(ms) {
      await request('evm_increaseTime', [Math.ceil(ms / 1000)]);
    },
  };
}
