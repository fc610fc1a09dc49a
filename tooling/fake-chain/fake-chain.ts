/**
 * A fake Bitcoin chain speaking the Esplora subset the service uses (the API mempool.space and
 * blockstream.info serve), kept in memory, for the API tests (in-process, port 0) and the test
 * site (`start-site.ts --test`, on the fixed `fakeChain` port):
 *   GET /address/{address}/txs   mempool transactions first, then confirmed ones, newest first
 *   GET /blocks/tip/height       plain text
 *   GET /tx/{txid}               404 `Transaction not found`, 400 for a malformed id
 * and control calls the tests and journeys make (control.ts wraps them):
 *   POST /__control/pay   {address, amountBtc, txid?} → {txid}  a transaction in the mempool
 *                         (the same txid again adds an output to it)
 *   POST /__control/mine  {blocks?, time?, txids?} → {height}  mines the mempool into the next block
 *                         (dated `time`, seconds since 1970, or now; only `txids` when given)
 *   POST /__control/drop  {txid}             the transaction leaves the chain (replaced, double spent)
 *   POST /__control/reorg {blocks?}          the newest blocks go: their transactions back to the mempool
 *   POST /__control/down  {down}             Esplora calls answer 503 while down
 *   POST /__control/reset                    an empty chain at height 100, up
 */
import { randomBytes } from 'node:crypto';
import { startStub, type RunningStub, type StubReply } from './http-stub.js';
import type { FakeChainControls } from '@minesite/shared/testing/fake-chain-controls';

const SATS_PER_BTC = 100_000_000;
const START_HEIGHT = 100;

interface FakeTransaction {
  txid: string;
  outputs: { address: string; sats: number }[];
  /** null while in the mempool. */
  block: { height: number; time: number } | null;
  /** The order it was made in (newest first in the address's list). */
  sequence: number;
}

export interface FakeChain extends RunningStub, FakeChainControls {}

export async function startFakeChain(options: { port?: number } = {}): Promise<FakeChain> {
  let transactions: FakeTransaction[] = [];
  let height = START_HEIGHT;
  let down = false;
  let sequence = 0;
  let calls: string[] = [];

  const chain = {
    pay(address: string, amountBtc: number, txid?: string) {
      const sats = Math.round(amountBtc * SATS_PER_BTC);
      if (!address || !(sats > 0)) throw new Error('pay needs an address and an amount above 0');
      const id = txid ?? randomBytes(32).toString('hex');
      if (!/^[0-9a-f]{64}$/.test(id)) throw new Error('a txid is 64 lower-case hex digits');
      const existing = transactions.find((tx) => tx.txid === id);
      if (existing) existing.outputs.push({ address, sats });
      else
        transactions.push({
          txid: id,
          outputs: [{ address, sats }],
          block: null,
          sequence: ++sequence,
        });
      return id;
    },
    mine(blocks = 1, time?: Date, txids?: readonly string[]) {
      const chosen = (tx: FakeTransaction) => !txids || txids.includes(tx.txid);
      for (let i = 0; i < Math.max(1, blocks); i++) {
        height += 1;
        const block = { height, time: Math.floor((time ?? new Date()).getTime() / 1000) };
        for (const tx of transactions) if (chosen(tx)) tx.block ??= block;
      }
      return height;
    },
    drop(txid: string) {
      transactions = transactions.filter((tx) => tx.txid !== txid);
    },
    reorg(blocks = 1) {
      height = Math.max(START_HEIGHT, height - Math.max(1, blocks));
      for (const tx of transactions) if (tx.block && tx.block.height > height) tx.block = null;
      return height;
    },
    setDown(value: boolean) {
      down = value;
    },
    reset() {
      transactions = [];
      height = START_HEIGHT;
      down = false;
      calls = [];
    },
    calls: () => [...calls],
  };

  function esplora(path: string): StubReply {
    calls.push(path);
    if (down) return { status: 503, body: 'Service Unavailable' };
    if (path === '/blocks/tip/height') return { status: 200, body: String(height) };
    const address = /^\/address\/([^/]+)\/txs$/.exec(path);
    if (address) {
      const paying = transactions
        .filter((tx) => tx.outputs.some((out) => out.address === decodeURIComponent(address[1]!)))
        .sort((a, b) => rank(a) - rank(b));
      return { status: 200, body: paying.map(toEsplora) };
    }
    const tx = /^\/tx\/([^/]+)$/.exec(path);
    if (tx) {
      if (!/^[0-9a-f]{64}$/.test(tx[1]!)) return { status: 400, body: 'Invalid hex string' };
      const found = transactions.find((candidate) => candidate.txid === tx[1]);
      return found
        ? { status: 200, body: toEsplora(found) }
        : { status: 404, body: 'Transaction not found' };
    }
    return { status: 404, body: 'Not Found' };
  }

  function control(path: string, body: Record<string, unknown>): StubReply {
    switch (path) {
      case '/__control/pay':
        return {
          status: 200,
          body: {
            txid: chain.pay(
              String(body.address ?? ''),
              Number(body.amountBtc),
              typeof body.txid === 'string' ? body.txid : undefined,
            ),
          },
        };
      case '/__control/mine': {
        const time = typeof body.time === 'number' ? new Date(body.time * 1000) : undefined;
        const txids = Array.isArray(body.txids) ? body.txids.map(String) : undefined;
        return {
          status: 200,
          body: { height: chain.mine(Number(body.blocks ?? 1), time, txids) },
        };
      }
      case '/__control/drop':
        chain.drop(String(body.txid ?? ''));
        return { status: 200, body: {} };
      case '/__control/reorg':
        return { status: 200, body: { height: chain.reorg(Number(body.blocks ?? 1)) } };
      case '/__control/down':
        chain.setDown(body.down === true);
        return { status: 200, body: { down } };
      case '/__control/reset':
        chain.reset();
        return { status: 200, body: { height } };
      default:
        return { status: 404, body: { error: `no control call ${path}` } };
    }
  }

  const stub = await startStub(options.port ?? 0, (method, path, body) =>
    path.startsWith('/__control/')
      ? method === 'POST'
        ? control(path, (body ?? {}) as Record<string, unknown>)
        : { status: 405, body: { error: 'control calls are POST' } }
      : esplora(path),
  );
  return { ...stub, ...chain };
}

/** Esplora's order: the mempool first, then by block, newest first. */
function rank(tx: FakeTransaction): number {
  return tx.block ? -tx.block.height * 1e6 - tx.sequence : -1e15 - tx.sequence;
}

/** The fields of Esplora's transaction the service reads, and a few more as the real one has. */
function toEsplora(tx: FakeTransaction) {
  return {
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: [],
    vout: tx.outputs.map((out) => ({
      scriptpubkey: '',
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: out.address,
      value: out.sats,
    })),
    size: 222,
    weight: 561,
    fee: 141,
    status: tx.block
      ? {
          confirmed: true,
          block_height: tx.block.height,
          block_hash: tx.block.height.toString(16).padStart(64, '0'),
          block_time: tx.block.time,
        }
      : { confirmed: false },
  };
}
