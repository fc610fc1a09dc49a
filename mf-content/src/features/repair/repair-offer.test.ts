import { describe, expect, it } from 'vitest';
import { COURSE_MODULES, REPAIR_PRICES, priceRange, repairTab } from './repair-offer';

describe('the repair offer', () => {
  it('lists the spec prices in CNY, ranging from 400 to 1500', () => {
    expect(Object.fromEntries(REPAIR_PRICES.map((p) => [p.id, p.priceCny]))).toEqual({
      basic: 500,
      hashBoard: 800,
      power: 600,
      controlBoard: 700,
      cooling: 400,
      full: 1500,
    });
    expect(priceRange(REPAIR_PRICES)).toEqual({ min: 400, max: 1500 });
  });

  it('describes the four-module course of 50, 65, 72 and 102 hours', () => {
    expect(COURSE_MODULES.map((m) => m.hours)).toEqual([50, 65, 72, 102]);
  });

  it('opens the tab the address names, else the partner', () => {
    expect(repairTab('online')).toBe('online');
    expect(repairTab('inHouse')).toBe('inHouse');
    expect(repairTab(null)).toBe('partner');
    expect(repairTab('elsewhere')).toBe('partner');
  });
});
