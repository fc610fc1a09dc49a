// Allowed: a visitor remote takes the contract's types, erased from its bundle.
import type { MarketReply } from '@minesite/shared/contract';

export type { MarketRow } from '@minesite/shared/contract';
export const rowsOf = (reply: MarketReply) => reply.rows;
