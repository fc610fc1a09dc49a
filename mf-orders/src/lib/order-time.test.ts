import { describe, expect, it } from 'vitest';
import { orderTimeMs } from './order-time';

describe('orderTimeMs', () => {
  it('reads orderTime, else createdAt, else 0', () => {
    expect(orderTimeMs({ orderTime: '2025-01-01T00:00:00.000Z' })).toBe(1_735_689_600_000);
    expect(orderTimeMs({ orderTime: '', createdAt: '2025-01-01T00:00:00.000Z' })).toBe(
      1_735_689_600_000,
    );
    expect(orderTimeMs({ orderTime: 'soon' })).toBe(0);
  });
});
