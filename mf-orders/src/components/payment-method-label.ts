import type { PaymentMethod } from '@minesite/shared/domain';

export const PAYMENT_METHOD_MESSAGE_IDS: Record<PaymentMethod, string> = {
  manual: 'orders.paymentMethod.manual',
  fufu: 'orders.paymentMethod.fufu',
};

export const PAYMENT_METHOD_DESCRIPTION_IDS: Record<PaymentMethod, string> = {
  manual: 'orders.paymentMethod.manual.description',
  fufu: 'orders.paymentMethod.fufu.description',
};
