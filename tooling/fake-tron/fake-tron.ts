/**
 * A fake TRON network speaking the TronGrid subset the service uses, kept in memory, for the
 * API tests (in-process, port 0):
 *   GET  /v1/accounts/{address}/transactions/trc20   TRC20 transfers to and from the account
 *   POST /wallet/gettransactioninfobyid {value}       {id, blockNumber, blockTimeStamp}, or {}
 *   POST /wallet/getnowblock                          {block_header: {raw_data: {number, timestamp}}}
 * and control calls:
 *   POST /__control/transfer {to, units, token?, symbol?} → {txid}  an unconfirmed transfer
 *   POST /__control/mine     {blocks?, time?}             → {height} (time: ms since 1970)
 *   POST /__control/down     {down}                       TronGrid calls answer 503 while down
 *   POST /__control/reset                                 no transfers, height 1000, up
 */
import { randomBytes } from 'node:crypto';
import { startStub, type RunningStub, type StubReply } from '../fake-chain/http-stub.js';

/** USDT on the TRON main network: the token a transfer is of unless another is named. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const START_HEIGHT = 1000;
const SENDER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

interface FakeTransfer {
  txid: string;
  to: string;
  units: number;
  token: string;
  symbol: string;
  block: { number: number; time: number } | null;
}

export interface FakeTron extends RunningStub {
  transfer(to: string, units: number, token?: string, symbol?: string): string;
  mine(blocks?: number, time?: Date): number;
  setDown(down: boolean): void;
  reset(): void;
}

export async function startFakeTron(options: { port?: number } = {}): Promise<FakeTron> {
  let transfers: FakeTransfer[] = [];
  let height = START_HEIGHT;
  let down = false;

  const tron = {
    transfer(to: string, units: number, token = TRON_USDT, symbol = 'USDT') {
      if (!to || !(units > 0)) throw new Error('a transfer needs an address and units above 0');
      const txid = randomBytes(32).toString('hex');
      transfers.push({ txid, to, units, token, symbol, block: null });
      return txid;
    },
    mine(blocks = 1, time?: Date) {
      for (let i = 0; i < Math.max(1, blocks); i++) {
        height += 1;
        const block = { number: height, time: (time ?? new Date()).getTime() };
        for (const transfer of transfers) transfer.block ??= block;
      }
      return height;
    },
    setDown(value: boolean) {
      down = value;
    },
    reset() {
      transfers = [];
      height = START_HEIGHT;
      down = false;
    },
  };

  function api(path: string, body: Record<string, unknown>): StubReply {
    if (down) return { status: 503, body: 'Service Unavailable' };
    if (path === '/wallet/getnowblock') {
      return { status: 200, body: { block_header: { raw_data: { number: height } } } };
    }
    if (path === '/wallet/gettransactioninfobyid') {
      const found = transfers.find((transfer) => transfer.txid === body.value);
      return {
        status: 200,
        body: found?.block
          ? { id: found.txid, blockNumber: found.block.number, blockTimeStamp: found.block.time }
          : {},
      };
    }
    const account = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(path);
    if (account) {
      const address = decodeURIComponent(account[1]!);
      const data = transfers
        .filter((transfer) => transfer.to === address)
        .reverse()
        .map((transfer) => ({
          transaction_id: transfer.txid,
          token_info: { address: transfer.token, symbol: transfer.symbol, decimals: 6 },
          block_timestamp: transfer.block?.time ?? Date.now(),
          from: SENDER,
          to: transfer.to,
          type: 'Transfer',
          value: String(transfer.units),
        }));
      return { status: 200, body: { data, success: true, meta: { page_size: data.length } } };
    }
    return { status: 404, body: 'Not Found' };
  }

  function control(path: string, body: Record<string, unknown>): StubReply {
    switch (path) {
      case '/__control/transfer': {
        const token = typeof body.token === 'string' ? body.token : undefined;
        const symbol = typeof body.symbol === 'string' ? body.symbol : undefined;
        const txid = tron.transfer(String(body.to ?? ''), Number(body.units), token, symbol);
        return { status: 200, body: { txid } };
      }
      case '/__control/mine': {
        const time = typeof body.time === 'number' ? new Date(body.time) : undefined;
        return { status: 200, body: { height: tron.mine(Number(body.blocks ?? 1), time) } };
      }
      case '/__control/down':
        tron.setDown(body.down === true);
        return { status: 200, body: { down } };
      case '/__control/reset':
        tron.reset();
        return { status: 200, body: {} };
      default:
        return { status: 404, body: 'Not Found' };
    }
  }

  const stub = await startStub(options.port ?? 0, (_method, path, body) =>
    path.startsWith('/__control/')
      ? control(path, body as Record<string, unknown>)
      : api(path, body as Record<string, unknown>),
  );
  return { ...stub, ...tron };
}
