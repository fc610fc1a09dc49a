import { describe, expect, it } from 'vitest';
import type { Product } from '@minesite/shared/domain';
import { hashpowerChoice, initialQuantity, machineChoice, sellsAs } from './checkout-choice';
import { initialRentalDraft, rentalChoice, rentalPlansOf } from './rental-choice';

const gpu = (hourlyPrice: number | null) =>
  ({ id: 'gpu-4090', category: 'gpu-plan', specs: { hourlyPrice } }) as unknown as Product;
const ai = { id: 'ai-power-h100-8x', category: 'ai-power', specs: {} } as unknown as Product;
const miner = { id: '1', category: 'miner' } as unknown as Product;

describe('the hash power and machine choices', () => {
  it('takes a package as its detail page chose it', () => {
    const link = {
      kind: 'hashpower',
      productId: 'cloud-trial-30',
      hashrateTh: 10,
      durationDays: 30,
      powerDays: 30,
    } as const;
    expect(hashpowerChoice(link)).toEqual(link);
  });

  it('orders 1 to 1000 whole machines, starting from the link or one', () => {
    expect(initialQuantity({ kind: 'machine', productId: '1' })).toBe(1);
    expect(initialQuantity({ kind: 'machine', productId: '1', quantity: 4 })).toBe(4);
    expect(machineChoice('1', 2)).toEqual({ kind: 'machine', productId: '1', quantity: 2 });
    expect(machineChoice('1', 1000)?.quantity).toBe(1000);
    for (const quantity of [null, 0, 1001, 2.5]) expect(machineChoice('1', quantity)).toBeNull();
  });

  it('sells a product only as the kind it was linked as', () => {
    expect(sellsAs(miner, 'machine')).toBe(true);
    expect(sellsAs(miner, 'hashpower')).toBe(false);
    expect(sellsAs(gpu(1), 'rental')).toBe(true);
    expect(sellsAs(ai, 'rental')).toBe(true);
    expect(sellsAs(ai, 'machine')).toBe(false);
  });
});

describe('the rental choice', () => {
  it('offers the hourly plan only on GPU plans with an hourly price', () => {
    expect(rentalPlansOf(gpu(2.24))).toEqual(['hourly', 'monthly']);
    expect(rentalPlansOf(gpu(null))).toEqual(['monthly']);
    expect(rentalPlansOf(ai)).toEqual(['monthly']);
  });

  it("starts on the link's plan and region where offered, else monthly in the first region", () => {
    const link = { kind: 'rental', productId: 'gpu-4090' } as const;
    expect(initialRentalDraft(link, ['hourly', 'monthly'])).toEqual({
      plan: 'monthly',
      hours: 1,
      months: 1,
      region: 'russia',
    });
    expect(
      initialRentalDraft({ ...link, plan: 'hourly', region: 'canada' }, ['hourly', 'monthly']),
    ).toMatchObject({ plan: 'hourly', region: 'canada' });
    expect(initialRentalDraft({ ...link, plan: 'hourly' }, ['monthly']).plan).toBe('monthly');
  });

  it('sends hours with the hourly plan and months with the monthly one, within their limits', () => {
    const draft = { plan: 'hourly', hours: 48, months: 3, region: 'united-states' } as const;
    const both = ['hourly', 'monthly'] as const;
    expect(rentalChoice('gpu-4090', draft, both)).toEqual({
      kind: 'rental',
      productId: 'gpu-4090',
      plan: 'hourly',
      hours: 48,
      region: 'united-states',
    });
    expect(rentalChoice('gpu-4090', { ...draft, plan: 'monthly' }, both)).toEqual({
      kind: 'rental',
      productId: 'gpu-4090',
      plan: 'monthly',
      months: 3,
      region: 'united-states',
    });
    expect(rentalChoice('gpu-4090', { ...draft, hours: 721 }, both)).toBeNull();
    expect(rentalChoice('gpu-4090', { ...draft, hours: null }, both)).toBeNull();
    expect(rentalChoice('gpu-4090', { ...draft, plan: 'monthly', months: 13 }, both)).toBeNull();
    // A plan the product is not rented on is never sent.
    expect(rentalChoice('ai-power-h100-8x', draft, ['monthly'])).toBeNull();
  });
});
