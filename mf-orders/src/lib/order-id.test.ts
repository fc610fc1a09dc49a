import { describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '@minesite/shared/domain';
import { newOrderId } from './order-id';

describe('newOrderId', () => {
  it("is 'ORD', the timestamp and 6 base-36 characters", () => {
    const id = newOrderId(1_735_689_600_000);
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(id.startsWith('ORD1735689600000')).toBe(true);
  });

  it('maps random bytes onto base 36 and draws again above the unbiased limit', () => {
    const draws = [Uint8Array.of(0, 35, 36, 255, 252, 71), Uint8Array.of(251, 10, 0, 0, 0, 0)];
    const id = newOrderId(1, (bytes) => {
      bytes.set(draws.shift()!);
      return bytes;
    });
    expect(id).toBe('ORD1' + '0z0zza');
  });

  it('gives different ids in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId(42)));
    expect(ids.size).toBe(1000);
  });
});
