// An order as stored: its price, payment, refunds and history. The contract's reply types are
// made from it (reply.ts); the repository reads and writes it.
import type { MatchKeysAndValues } from 'mongodb';
import type {
  CheckoutChoice,
  Currency,
  Order,
  OrderEvent,
  OrderEventActor,
  OrderProduct,
  OrderStatus,
  PaymentClaim,
  PaymentRail,
  PaymentFlag,
  PaymentNetwork,
  PaymentState,
  ProductInfo,
  QuoteLine,
  RefundBasis,
  RefundPart,
  RefundState,
} from '@minesite/shared/contract';
import type { OrderNoticeEntry } from './order-outbox.js';

/**
 * The price the service computed when the order was made (`quoteSchema` of the contract, less
 * the product and choice, which the order keeps beside it). Amounts as the contract answers
 * them: money in `currency` rounded to cents, BTC to 8 places.
 */
export interface QuoteDocument {
  lines: QuoteLine[];
  currency: Currency;
  /** The sum of the lines, in `currency`. */
  total: number;
  /** The rate the total was converted at; null when no fresh rate was available. */
  btcRate: { price: number; at: Date } | null;
  /** The total in BTC at that rate; 0 without a rate (the operator sets the amount). */
  amountBtc: number;
  quotedAt: Date;
  /** USD per unit of `currency` (for the USDT rails); null without one, absent before rails. */
  usdRate?: { price: number; at: Date } | null;
  /** The total in USDT at that rate (6 places); 0 without one, absent before rails. */
  amountUsdt?: number;
  /** The held quote the order was made from ('' or absent: priced at the order). */
  quoteId?: string;
  /** Until when the held quote's price held. */
  expiresAt?: Date;
  /**
   * A cart's lines, each priced (absent for a single choice: the order's product, choice and
   * the fields above are its one line). The fields above are then the first line's.
   */
  items?: QuoteItemDocument[];
}

/** One priced line of a cart (`quoteItemSchema` of the contract). */
export interface QuoteItemDocument {
  product: OrderProduct;
  choice: CheckoutChoice;
  /** Machines, or how many of the package or rental. */
  quantity: number;
  lines: QuoteLine[];
  currency: Currency;
  total: number;
  amountBtc: number;
}

/** One transaction paying to the order's address, as the chain (or the operator) showed it. */
export interface PaymentTransactionDocument {
  txid: string;
  /** Satoshis this transaction pays to the order's address (a whole number). */
  amountSats: number;
  /** 0 while in the mempool. */
  confirmations: number;
  /** When the site first saw it. */
  seenAt: Date;
  /** Its block's time; null in the mempool (absent on orders stored before it was kept). */
  blockTime?: Date | null;
  /** First seen and mined after the window's end: it does not count toward the quote. */
  late?: boolean;
  /** When the chain stopped showing it (replaced, double spent, reorged away); null while shown. */
  droppedAt?: Date | null;
  /** Who showed it: the chain, or the operator's word (never dropped for not being on the chain). */
  source?: 'chain' | 'operator';
}

/** A refund (shared/src/domain/payment.ts): offered → requested → refunded. */
export interface RefundDocument {
  state: RefundState;
  part: RefundPart;
  basis: RefundBasis;
  amountSats: number;
  /** Today's rate when `basis` is `today`; null at the order's own rate. */
  rate: { price: number; at: Date } | null;
  address: string;
  txid: string;
  offeredAt: Date;
  requestedAt: Date | null;
  refundedAt: Date | null;
}

/**
 * Where and what to pay, and what the site has seen (`paymentSchema` of the contract). Amounts
 * are whole units of the rail (satoshis on BTC, millionths on USDT: payments/rail-amounts.ts),
 * so that "paid in full" is an exact comparison; the reply turns them into BTC or USDT. States
 * move as `shared/src/domain/payment.ts` documents.
 */
export interface PaymentDocument {
  /** How the order is paid; absent: `btc` (orders made before rails). */
  rail?: PaymentRail;
  /** On a USDT rail, the token's contract the order is payable in (fixed when the rail is set). */
  tokenContract?: string;
  /** On Ethereum, the chain id its payment link names (fixed when the rail is set). */
  tokenChainId?: number | null;
  state: PaymentState;
  /** Why the operator must look (state `review`); null otherwise. */
  flag: PaymentFlag | null;
  /** The order's own address, or the shop's fixed one. */
  address: string;
  network: PaymentNetwork;
  /** The address's BIP32 index (receive chain m/0/i of the account); null for a fixed address. */
  derivationIndex: number | null;
  /** Satoshis due; 0 while awaiting a price. */
  dueSats: number;
  /** Satoshis the chain shows paid to the address (or the operator confirmed). */
  receivedSats: number;
  /** The end of the payment window; null while awaiting a price. */
  expiresAt: Date | null;
  /** When it became paid; null before. */
  paidAt: Date | null;
  transactions: PaymentTransactionDocument[];
  /** The buyer's submitted transaction hash: checked on the chain, kept unchecked, or none. */
  claim: PaymentClaim;
  /**
   * Whether the chain watcher looks at this order: true at creation when a chain API is
   * configured and the order has its own (derived) address, for as long as the order exists
   * (closely until `monitorUntil` and while unsettled, then at the late sweep's pace).
   */
  watched: boolean;
  /** The end of close watching: the window's end + PAYMENT_MONITORING_HOURS; null unpriced. */
  monitorUntil?: Date | null;
  /** When the watcher is to look next; null before its first look (new orders go first). */
  nextCheckAt?: Date | null;
  /** Every live transaction is PAYMENT_SETTLE_DEPTH blocks deep. */
  settled?: boolean;
  /** Why the operator marked the order invalid; '' otherwise. */
  invalidReason?: string;
  refund?: RefundDocument | null;
  /** Transfers of another token (or coin) to the address, flagged once each, never credited. */
  foreignTransfers?: string[];
}

/** One line of the order's history (shown to the operator), oldest first. */
export interface OrderHistoryDocument {
  at: Date;
  event: OrderEvent;
  by: OrderEventActor;
  /** A short fact for the operator (`0.0012 BTC in abc…`), '' when none. */
  detail: string;
}

/**
 * A stored order. Orders made before quotes have no `product`, `choice`, `quote`,
 * `payment` or `history`: the reply derives a payment from their old fields (reply.ts).
 */
export interface OrderDocument {
  /**
   * The orderId: lookups by id then use the `_id` index on FerretDB v1 too, which serves no
   * other field from an index (a lookup by `orderId` read the whole collection).
   */
  _id: string;
  orderId: string;
  /** The catalog product, named in every language (absent on orders made before quotes). */
  product?: OrderProduct;
  /** What the buyer chose (absent on orders made before quotes). */
  choice?: CheckoutChoice;
  quote?: QuoteDocument;
  payment?: PaymentDocument;
  history?: OrderHistoryDocument[];
  /** The spec's product info, written by the service from the catalog and the quote. */
  productInfo: ProductInfo;
  deliveryAddress: string;
  selectedPool: Order['selectedPool'];
  paymentMethod: Order['paymentMethod'];
  /** The order time the browser stated (ISO); the service's own clock is createdAt. */
  orderTime: string;
  status: OrderStatus;
  /** BTC due (the quote's amount, or the operator's). */
  totalAmount: number;
  /** The price of one unit in the quote's currency. */
  unitPrice: number;
  quantity: number;
  /** The payment address (the same as `payment.address`). */
  sellerAddress: string;
  qrcode: string;
  /** '' until the visitor submits the payment. */
  transactionHash: string;
  buyerEmail: string;
  paymentTime: Date | null;
  /** The site's language when the order was placed (the buyer's e-mails); absent before. */
  locale?: 'zh' | 'en' | 'es' | 'ru';
  /** Hash of the create request, to tell a retry from a different order with the same id. */
  createFingerprint: string;
  /**
   * The create's idempotency key: a hash of its `requestId`, else the order's own id (unique:
   * FerretDB v1 has no sparse index). Its unique index makes the order's insert the one that
   * decides that a key's order is made once (absent only before request-key-migration.ts).
   */
  requestKey?: string;
  /**
   * The client's open-order slot while the order is open (open-order-slots.ts), else the
   * order's own id (unique: FerretDB v1 has no sparse index).
   */
  openSlot?: string;
  /**
   * Notices written with the change that caused them, waiting for the relay (order-outbox.ts);
   * absent or empty when everything was relayed.
   */
  outbox?: OrderNoticeEntry[];
  /**
   * The token of the change holding the order's lock (FerretDB only, order-locks.ts): a write
   * under the lock names it in its filter, so the holder of an expired lease writes nothing.
   */
  lockToken?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentFields = Pick<OrderDocument, 'transactionHash' | 'buyerEmail' | 'paymentTime'>;

/** The fields the operator edits through the admin form. */
export type OperatorFields = Pick<
  OrderDocument,
  'status' | 'totalAmount' | 'unitPrice' | 'quantity' | 'sellerAddress' | 'qrcode'
>;

/** What a write sets: whole fields or dotted paths (`payment.state`). */
export type OrderFields = MatchKeysAndValues<OrderDocument>;
