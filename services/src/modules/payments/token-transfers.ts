// What a token chain shows sent to an address, whatever the chain: the watcher credits the
// rail's token and flags the rest for the operator (chain-watcher.ts).

/** One token transfer to a watched address. */
export interface TokenTransfer {
  txid: string;
  /** The token's contract as its chain writes it (`T…` on TRON, `0x…` on Ethereum). */
  token: string;
  symbol: string;
  /** The amount in the token's smallest unit. */
  units: number;
  /** 0 while unconfirmed. */
  confirmations: number;
  blockTime: Date | null;
}

/** A token chain's API: its newest block, and the transfers to an address counted against it. */
export interface TokenChainClient {
  tipHeight(): Promise<number>;
  transfersTo(address: string, tip: number): Promise<TokenTransfer[]>;
}
