/** Domain types shared by the front ends and mirrored by the service's schemas (spec section 3). */

export const ORDER_STATUSES = ['pending', 'processing', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const POOLS = ['AntPool', 'F2Pool'] as const;
export type Pool = (typeof POOLS)[number];

export const PAYMENT_METHODS = ['manual', 'fufu'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The package payload carried in the `productInfo` query and stored on the order. */
export interface ProductInfo {
  title: string;
  hashrate: string;
  period: string;
  powerDays: string;
  outputType?: string;
  outputRate?: string;
  selectedDuration?: string;
  powerFee?: number | string;
  electricityFee?: number | string;
  historicalOutput?: number | string;
  breakevenDays?: number | string;
  cycle?: number | string;
  profit?: number | string;
}

export interface Order {
  orderId: string;
  productInfo: ProductInfo;
  deliveryAddress: string;
  selectedPool: Pool | '';
  paymentMethod: PaymentMethod | '';
  orderTime: string;
  createdAt?: string;
  status: OrderStatus;
  totalAmount: number;
  unitPrice: number;
  quantity: number;
  sellerAddress: string;
  qrcode: string;
  transactionHash: string;
  buyerEmail: string;
  paymentTime: string;
}

export const CONTACT_STATUSES = ['new', 'processed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface Contact {
  id: string;
  title: string;
  email: string;
  phone: string;
  machineCount: string;
  source: string;
  status: ContactStatus;
  createdAt: string;
}
