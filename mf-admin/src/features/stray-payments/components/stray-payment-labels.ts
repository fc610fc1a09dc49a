import type { StrayAddressReason, StrayPaymentStatus } from '@minesite/shared/contract';
import type { PaymentRail } from '@minesite/shared/domain';
import type { StatusColor } from '../../../components/status-tag';

export const STRAY_STATUS_MESSAGE_IDS: Record<StrayPaymentStatus | 'all', string> = {
  all: 'admin.strayPayments.status.all',
  open: 'admin.strayPayments.status.open',
  refunded: 'admin.strayPayments.status.refunded',
  credited: 'admin.strayPayments.status.credited',
};

export const STRAY_STATUS_COLORS: Record<StrayPaymentStatus, StatusColor> = {
  open: 'warning',
  refunded: 'default',
  credited: 'success',
};

/**
 * Every status, in the contract's order (the record's type makes it complete): the list's
 * filter reads them here, not from the contract's module, whose schemas would bring zod.
 */
export const STRAY_STATUS_LIST = Object.keys(STRAY_STATUS_COLORS) as StrayPaymentStatus[];

/** Why no order watches the address any more. */
export const REASON_MESSAGE_IDS: Record<StrayAddressReason, string> = {
  deleted: 'admin.strayPayments.reason.deleted',
  purged: 'admin.strayPayments.reason.purged',
  rail_changed: 'admin.strayPayments.reason.railChanged',
};

/** The rail's name, as the order form words it. */
export const RAIL_MESSAGE_IDS: Record<PaymentRail, string> = {
  btc: 'admin.orders.payment.rail.btc',
  'usdt-tron': 'admin.orders.payment.rail.usdt-tron',
  'usdt-ethereum': 'admin.orders.payment.rail.usdt-ethereum',
};
