// Ethereum as a JSON-RPC node shows it, through viem: the Transfer logs of any ERC20 contract to
// an address (`eth_getLogs` over the last `lookbackBlocks`), their blocks' times, and the newest
// block (`eth_blockNumber`) to count confirmations. Calls are paced like the other chain APIs;
// any failure of the node is a ChainUnavailableError, its busy queue a ChainBusyError.
import { createPublicClient, getAddress, http, parseAbiItem } from 'viem';
import {
  ChainBusyError,
  ChainUnavailableError,
  chainPacer,
  type PacedHttpOptions,
} from './paced-http.js';
import type { TokenChainClient, TokenTransfer } from './token-transfers.js';

const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

export function ethereumClient(
  options: PacedHttpOptions & { lookbackBlocks: number },
): TokenChainClient {
  const turn = chainPacer(options);
  const client = createPublicClient({
    transport: http(options.baseUrl, {
      timeout: options.timeoutMs,
      retryCount: 0,
      fetchFn: async (input, init) => {
        await turn();
        return fetch(input, init);
      },
    }),
  });

  /** The node's answer, or the node's failure as the watcher's error. */
  async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const busy = findBusy(error);
      if (busy) throw busy;
      throw new ChainUnavailableError(`Ethereum node failed ${what}`, { cause: error });
    }
  }

  return {
    tipHeight: async () =>
      Number(await ask('eth_blockNumber', () => client.getBlockNumber({ cacheTime: 0 }))),
    async transfersTo(address, tip) {
      const logs = await ask('eth_getLogs', () =>
        client.getLogs({
          event: TRANSFER,
          args: { to: getAddress(address) },
          fromBlock: BigInt(Math.max(0, tip - options.lookbackBlocks)),
          toBlock: BigInt(tip),
        }),
      );
      const times = new Map<bigint, Date>();
      const transfers: TokenTransfer[] = [];
      for (const log of logs) {
        if (log.blockNumber === null || log.transactionHash === null) continue;
        let time = times.get(log.blockNumber);
        if (!time) {
          const block = await ask('eth_getBlockByNumber', () =>
            client.getBlock({ blockNumber: log.blockNumber! }),
          );
          times.set(log.blockNumber, (time = new Date(Number(block.timestamp) * 1000)));
        }
        transfers.push({
          txid: log.transactionHash,
          token: getAddress(log.address),
          symbol: 'ERC20',
          units: Number(log.args.value ?? 0n),
          confirmations: Math.max(1, tip - Number(log.blockNumber) + 1),
          blockTime: time,
        });
      }
      return transfers;
    },
  };
}

/** The pacer's refusal, wherever viem wrapped it. */
function findBusy(error: unknown): ChainBusyError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ChainBusyError) return cause;
  }
  return null;
}
