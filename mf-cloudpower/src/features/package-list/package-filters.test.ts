import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, productQueryOf } from './package-filters';

describe('package list filters', () => {
  it('read the address, ignoring values that are not offered', () => {
    const params = new URLSearchParams('mode=turbo&period=999&page=-2&minerModel=Antminer%20T21');
    expect(filtersFromParams(params)).toEqual({
      mode: 'all',
      minerModel: 'Antminer T21',
      period: 'all',
      discounted: false,
      page: 1,
    });
  });

  it('round-trip through the address and become the catalog query', () => {
    const filters = {
      mode: 'accelerated',
      minerModel: 'all',
      period: 'permanent',
      discounted: true,
      page: 2,
    } as const;
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(productQueryOf(filters)).toEqual({
      category: 'cloud-package',
      mode: 'accelerated',
      period: 'permanent',
      discounted: 'true',
      page: 2,
      pageSize: 20,
    });
    expect(productQueryOf({ ...filters, period: '180', discounted: false })).toMatchObject({
      period: 180,
    });
  });
});
