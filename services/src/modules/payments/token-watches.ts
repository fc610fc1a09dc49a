// The token rails' chains the watcher asks, from the configuration: TRON through its
// TronGrid-compatible API when TRON_API_URL is set, Ethereum through a JSON-RPC node when
// ETH_RPC_URL is. One client per configuration in the process, paced at CHAIN_API_MAX_RPS like
// the Bitcoin chain's.
import type { TokenRail } from '@minesite/shared/contract';
import type { Config } from '../../config.js';
import type { TokenWatch } from './chain-watcher.js';
import { ethereumClient } from './ethereum-client.js';
import { tronClient } from './tron-client.js';

const watches = new WeakMap<Config, Partial<Record<TokenRail, TokenWatch>>>();

export function tokenWatches(config: Config): Partial<Record<TokenRail, TokenWatch>> {
  let found = watches.get(config);
  if (found) return found;
  const { tokenRails, chain } = config;
  found = {};
  if (tokenRails.tronApiUrl && tokenRails.accounts['usdt-tron']) {
    found['usdt-tron'] = {
      client: tronClient({
        baseUrl: tokenRails.tronApiUrl,
        timeoutMs: chain.timeoutMs,
        maxRequestsPerSecond: chain.maxRequestsPerSecond,
        queueMax: chain.queueMax,
      }),
      contract: tokenRails.contracts['usdt-tron'],
      confirmations: tokenRails.tronConfirmations,
    };
  }
  if (tokenRails.ethRpcUrl && tokenRails.accounts['usdt-ethereum']) {
    found['usdt-ethereum'] = {
      client: ethereumClient({
        baseUrl: tokenRails.ethRpcUrl,
        timeoutMs: chain.timeoutMs,
        maxRequestsPerSecond: chain.maxRequestsPerSecond,
        queueMax: chain.queueMax,
        lookbackBlocks: tokenRails.ethLookbackBlocks,
      }),
      contract: tokenRails.contracts['usdt-ethereum'],
      confirmations: tokenRails.ethConfirmations,
    };
  }
  watches.set(config, found);
  return found;
}
