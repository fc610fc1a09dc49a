// The chain as an Esplora-compatible HTTP API sees it (the API mempool.space and
// blockstream.info serve, and electrs/esplora run locally). Only three calls are used:
//   GET /address/{address}/txs  the transactions touching an address (mempool and chain)
//   GET /blocks/tip/height      the height of the best block, to count confirmations (once a sweep)
//   GET /tx/{txid}              one transaction (a buyer's claim)
// Answers are checked with zod before they are trusted; calls are paced by a token bucket and
// abandoned after a timeout. No answer, a timeout, an error status or an answer of another
// shape is a ChainUnavailableError: the caller keeps what it knew and tries again later.
import { z } from 'zod';
import type { ChainConfig } from './chain-config.js';
import { TokenBucket, TokenBucketFullError } from './token-bucket.js';

export class ChainUnavailableError extends Error {}

/** Too many calls wait for the chain API already: a buyer's claim is answered 503 (retry). */
export class ChainBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the chain API is busy');
  }
}

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

export function esploraClient(options: {
  baseUrl: string;
  timeoutMs: number;
  maxRequestsPerSecond: number;
  /** Calls waiting for a token at most (beyond: ChainBusyError). */
  queueMax?: number;
}): ChainClient {
  const bucket = new TokenBucket(
    options.maxRequestsPerSecond,
    undefined,
    undefined,
    options.queueMax ?? Infinity,
  );

  /** The answer's text, or null for a 404 (or a 400: Esplora's answer to a malformed id). */
  async function get(path: string, notFoundIsNull: boolean): Promise<string | null> {
    try {
      await bucket.take();
    } catch (error) {
      if (error instanceof TokenBucketFullError) {
        throw new ChainBusyError(error.retryAfterSeconds);
      }
      throw error;
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ChainUnavailableError(`chain API did not answer ${path}`, { cause: error });
    }
    if (notFoundIsNull && (response.status === 404 || response.status === 400)) return null;
    if (!response.ok) {
      throw new ChainUnavailableError(`chain API answered ${response.status} to ${path}`);
    }
    return text;
  }

  function parse<T>(path: string, text: string, schema: z.ZodType<T>, json = true): T {
    let body: unknown = text;
    try {
      if (json) body = JSON.parse(text);
    } catch (error) {
      throw new ChainUnavailableError(`chain API answered ${path} with no JSON`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ChainUnavailableError(`chain API answered ${path} in an unknown shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

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
