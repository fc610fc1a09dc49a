import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS } from '@minesite/shared/orders/filters';
import { filterFromAddress } from '../../lib/filter-from-address';
import { orderFiltersFromAddress } from './address-filters';

const params = (search: string) => new URLSearchParams(search);

describe('filters from the address', () => {
  it('takes a known status and ignores anything else', () => {
    expect(filterFromAddress(params('?status=new'), 'status', ['new', 'processed'])).toBe('new');
    expect(
      filterFromAddress(params('?status=old'), 'status', ['new', 'processed']),
    ).toBeUndefined();
  });

  it('reads an order status, a payment state or a payment flag', () => {
    expect(orderFiltersFromAddress(params('?status=pending')).filters.status).toBe('pending');
    expect(orderFiltersFromAddress(params('?status=awaiting_price')).filters).toEqual({
      ...DEFAULT_ORDER_FILTERS,
      paymentStates: ['awaiting_price'],
    });
    expect(orderFiltersFromAddress(params('?payment=under')).paymentFlag).toBe('underpaid');
    expect(orderFiltersFromAddress(params('')).paymentFlag).toBeUndefined();
  });
});
