// TRON as a TronGrid-compatible HTTP API shows it (api.trongrid.io, or a node's HTTP API behind
// the same paths). Three calls are used:
//   GET  /v1/accounts/{address}/transactions/trc20   the account's TRC20 transfers, every token
//   POST /wallet/gettransactioninfobyid {value}       a transfer's block ({} while unconfirmed)
//   POST /wallet/getnowblock                          the newest block, to count confirmations
// Answers are checked, calls paced and failures reported as paced-http.ts does.
import { z } from 'zod';
import { pacedHttp, type PacedHttpOptions } from './paced-http.js';
import type { TokenChainClient, TokenTransfer } from './token-transfers.js';

const trc20ListSchema = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string().regex(/^[0-9a-f]{64}$/),
      token_info: z.object({ address: z.string().max(64), symbol: z.string().max(32) }),
      to: z.string().max(64),
      value: z.string().regex(/^\d{1,40}$/),
    }),
  ),
});

const transactionInfoSchema = z.object({
  blockNumber: z.number().int().min(0).optional(),
  blockTimeStamp: z.number().int().min(0).optional(),
});

const nowBlockSchema = z.object({
  block_header: z.object({ raw_data: z.object({ number: z.number().int().min(0) }) }),
});

/** Transfers read per address: plenty for an address used by one order. */
const PAGE = 200;

export function tronClient(options: PacedHttpOptions): TokenChainClient {
  const http = pacedHttp(options);
  const post = async <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    http.parse(path, (await http.call(path, { body })) ?? '', schema);

  return {
    async tipHeight() {
      const block = await post('/wallet/getnowblock', {}, nowBlockSchema);
      return block.block_header.raw_data.number;
    },
    async transfersTo(address, tip) {
      const path = `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?limit=${PAGE}`;
      const list = http.parse(path, (await http.call(path)) ?? '', trc20ListSchema);
      const transfers: TokenTransfer[] = [];
      for (const entry of list.data.filter((transfer) => transfer.to === address)) {
        const info = await post(
          '/wallet/gettransactioninfobyid',
          { value: entry.transaction_id },
          transactionInfoSchema,
        );
        const mined = info.blockNumber !== undefined;
        transfers.push({
          txid: entry.transaction_id,
          token: entry.token_info.address,
          symbol: entry.token_info.symbol,
          units: Number(entry.value),
          // A tip read before a new block is behind the transfers in it: they have one.
          confirmations: mined ? Math.max(1, tip - info.blockNumber! + 1) : 0,
          blockTime: mined && info.blockTimeStamp ? new Date(info.blockTimeStamp) : null,
        });
      }
      return transfers;
    },
  };
}
