/**
 * `@minesite/shared/domain`: the zod-free vocabulary of orders, contacts and consultations, the
 * site's ports, and the types of what the service answers (inferred from the contract, imported
 * as types only, so no zod reaches a page).
 */
export * from './contacts';
export * from './content';
export * from './orders';
export * from './payment';
export * from './payment-rails';
export * from './token-payment-links';
export * from './rail-amount-text';
export * from './rail-txids';
export * from './checkout-link';
export * from './contact-link';
export * from './downloads';
export * from './power-consultations';
export * from './uploads';
export { SITE_PORTS } from '../config/site-ports';

export type { Contact } from '../contract/contacts';
export type {
  ContactDetail,
  ContentItem,
  ContentList,
  DataCentre,
  JobItem,
  NewsItem,
  RuleOfSale,
  TeamMember,
} from '../contract/content';
export type { MarketReply, MarketRow } from '../contract/market';
export type { CartLine, CartLineRequest, CheckoutChoice } from '../contract/checkout-choice';
export type {
  BtcRate,
  CurrencyTotal,
  Order,
  OrderHistoryEntry,
  OrderProduct,
  Payment,
  PaymentTransaction,
  ProductInfo,
  PublicOrder,
  Quote,
  QuoteItem,
  QuoteLine,
} from '../contract/orders';
export type { PowerConsultation } from '../contract/power-consultations';
export type { Product, ProductPage } from '../contract/products';
export type { UploadReply } from '../contract/uploads';
