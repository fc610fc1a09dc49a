// The chain as an Esplora-compatible HTTP API sees it (the API mempool.space and
// blockstream.info serve, and electrs/esplora run locally). Only three calls are used:
//   GET /address/{address}/txs  the transactions touching an address (mempool and chain)
//   GET /blocks/tip/height      the height of the best block, to count confirmations (once a sweep)
//   GET /tx/{txid}              one transaction (a buyer's claim)
// Answers are checked, calls paced and failures reported as paced-http.ts does.
import { z } from 'zod';
import type { ChainConfig } from './chain-config.js';
import { pacedHttp, type PacedHttpOptions } from './paced-http.js';

export { ChainBusyError, ChainUnavailableError } from './paced-http.js';

/** A transaction as the payment rules need it. */
export interface ChainTransaction {
  txid: string;
  /** Outputs in order: the address paid (null for a script without one) and the value in sats. */
  outputs: { address: string | null; sats: number }[];
  /** 0 while in the mempool; 1 in the best block. */
  confirmations: number;
  /** When its block was mined (null in the mempool). */
  blockTime: Date | null;
}

export interface ChainClient {
  /** The height of the best block. */
  tipHeight(): Promise<number>;
  /**
   * The transactions paying or spending `address`, newest first (Esplora's first page), their
   * confirmations counted from `tipHeight` (a sweep reads the tip once for all its addresses).
   */
  addressTransactions(address: string, tipHeight: number): Promise<ChainTransaction[]>;
  /** The transaction, or null when the chain and the mempool do not know it. */
  transaction(txid: string): Promise<ChainTransaction | null>;
}

const sats = z.number().int().min(0).max(21e14);

const esploraTxSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.array(z.object({ scriptpubkey_address: z.string().max(200).optional(), value: sats })),
  status: z.union([
    z.object({
      confirmed: z.literal(true),
      block_height: z.number().int().min(0),
      block_time: z.number().int().min(0),
    }),
    z.object({ confirmed: z.literal(false) }),
  ]),
});
type EsploraTx = z.output<typeof esploraTxSchema>;

const tipHeightSchema = z.coerce.number().int().min(0);

/** Esplora's txids: 64 lower-case hex digits (anything else is no transaction at all). */
const TXID = /^[0-9a-f]{64}$/;

export function esploraClient(options: PacedHttpOptions): ChainClient {
  const http = pacedHttp(options);
  const get = (path: string, notFoundIsNull: boolean) => http.call(path, { notFoundIsNull });
  const parse = http.parse;

  async function tipHeight(): Promise<number> {
    const path = '/blocks/tip/height';
    return parse(path, (await get(path, false)) ?? '', tipHeightSchema, false);
  }

  return {
    tipHeight,
    async addressTransactions(address, tip) {
      const path = `/address/${encodeURIComponent(address)}/txs`;
      const txs = parse(path, (await get(path, false)) ?? '', z.array(esploraTxSchema));
      return txs.map((tx) => toTransaction(tx, tip));
    },
    async transaction(txid) {
      if (!TXID.test(txid)) return null;
      const path = `/tx/${txid}`;
      const text = await get(path, true);
      if (text === null) return null;
      const tx = parse(path, text, esploraTxSchema);
      // The tip only matters (and costs a call) once it is confirmed.
      return toTransaction(tx, tx.status.confirmed ? await tipHeight() : 0);
    },
  };
}

function toTransaction(tx: EsploraTx, tip: number): ChainTransaction {
  return {
    txid: tx.txid,
    outputs: tx.vout.map((out) => ({ address: out.scriptpubkey_address ?? null, sats: out.value })),
    // A tip read before a new block is behind the transactions in it: they have one.
    confirmations: tx.status.confirmed ? Math.max(1, tip - tx.status.block_height + 1) : 0,
    blockTime: tx.status.confirmed ? new Date(tx.status.block_time * 1000) : null,
  };
}

/** Sats that `tx` pays to `address` (a transaction may pay it in several outputs). */
export function satsPaidTo(tx: ChainTransaction, address: string): number {
  return tx.outputs
    .filter((out) => out.address === address)
    .reduce((sum, out) => sum + out.sats, 0);
}

const clients = new WeakMap<ChainConfig, ChainClient>();

/**
 * The process's one client for this configuration (one request pace for the watcher and the
 * buyers' claims); null without CHAIN_API_URL.
 */
export function chainClientFor(config: ChainConfig): ChainClient | null {
  if (!config.apiUrl) return null;
  let client = clients.get(config);
  if (!client) {
    client = esploraClient({
      baseUrl: config.apiUrl,
      timeoutMs: config.timeoutMs,
      maxRequestsPerSecond: config.maxRequestsPerSecond,
      queueMax: config.queueMax,
    });
    clients.set(config, client);
  }
  return client;
}
