import { describe, expect, it } from 'vitest';
import type { Order } from '@minesite/shared/domain';
import {
  isOrderFormComplete,
  orderFieldProblem,
  orderFormValues,
  orderToSave,
  statusAfterSubmit,
} from './order-form-rules';

const order: Order = {
  orderId: 'ORD1740823200000abc123',
  productInfo: { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' },
  deliveryAddress: 'telegram: @miner',
  selectedPool: 'AntPool',
  paymentMethod: 'manual',
  orderTime: '2025-03-01T10:00:00.000Z',
  status: 'pending',
  totalAmount: 0,
  unitPrice: 0,
  quantity: 0,
  sellerAddress: '',
  qrcode: '',
  transactionHash: '',
  buyerEmail: '',
  paymentTime: '',
};

describe('the admin order form', () => {
  it('starts with empty amounts for an order the operator has not priced', () => {
    expect(orderFormValues(order)).toEqual({
      totalAmount: '',
      unitPrice: '',
      quantity: '',
      sellerAddress: '',
      qrcode: '',
    });
  });

  it('names each missing field with its own message', () => {
    expect(orderFieldProblem('totalAmount', ' ')).toBe('admin.orders.form.totalAmount.required');
    expect(orderFieldProblem('unitPrice', '')).toBe('admin.orders.form.unitPrice.required');
    expect(orderFieldProblem('quantity', '')).toBe('admin.orders.form.quantity.required');
    expect(orderFieldProblem('sellerAddress', '')).toBe('admin.orders.form.sellerAddress.required');
  });

  it('wants numbers where amounts go, and any text for the address', () => {
    expect(orderFieldProblem('totalAmount', 'abc')).toBe('admin.orders.form.notNumber');
    expect(orderFieldProblem('quantity', '-1')).toBe('admin.orders.form.notNumber');
    expect(orderFieldProblem('unitPrice', '0.0005')).toBeNull();
    expect(orderFieldProblem('sellerAddress', 'bc1q-seller')).toBeNull();
  });

  it('is complete only when all four are filled correctly', () => {
    const filled = {
      totalAmount: '0.01',
      unitPrice: '0.001',
      quantity: '10',
      sellerAddress: 'bc1q',
      qrcode: '',
    };
    expect(isOrderFormComplete(filled)).toBe(true);
    expect(isOrderFormComplete({ ...filled, quantity: '' })).toBe(false);
  });

  it('sends the full order with numbers and the new status', () => {
    const values = {
      totalAmount: '0.01',
      unitPrice: '0.001',
      quantity: '10',
      sellerAddress: ' bc1q-seller ',
      qrcode: '/api/uploads/qr.png',
    };
    expect(orderToSave(order, values, statusAfterSubmit(order.status))).toEqual({
      ...order,
      status: 'processing',
      totalAmount: 0.01,
      unitPrice: 0.001,
      quantity: 10,
      sellerAddress: 'bc1q-seller',
      qrcode: '/api/uploads/qr.png',
    });
  });

  it('keeps a completed order completed when it is saved again', () => {
    expect(statusAfterSubmit('pending')).toBe('processing');
    expect(statusAfterSubmit('processing')).toBe('processing');
    expect(statusAfterSubmit('completed')).toBe('completed');
  });
});
