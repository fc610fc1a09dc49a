import { describe, expect, it } from 'vitest';
import type { Product } from '@minesite/shared/domain';
import {
  numberProblem,
  productBody,
  productFormValues,
  specFieldProblem,
} from './product-form-rules';
import { SPEC_FIELDS } from './spec-fields';
import { SPEC_LABEL_IDS } from './spec-labels';

const cloudPackage = {
  id: 'classic-180',
  category: 'cloud-package',
  name: { zh: '经典套餐', en: 'Classic', es: 'Clásico', ru: 'Классический' },
  description: { zh: '说明', en: 'About', es: 'Acerca', ru: 'О пакете' },
  images: ['/api/uploads/0123456789abcdef0123456789abcdef.png'],
  price: 12.05,
  currency: 'USDT',
  soldOut: false,
  sortOrder: 2,
  specs: {
    mode: 'classic',
    minerModel: 'Antminer S21',
    periodDays: null,
    hashrateOptionsTh: [50, 100, 200],
    pricePerT: 12.05,
    powerFeePerTPerDay: 0.2105,
    historicalYieldBtcPerTPerDay: 0.00000052,
    percentSold: 64,
    startWithinHours: 24,
    payoutPool: 'AntPool',
    payoutPeriod: 'daily',
    discounted: true,
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
} satisfies Product;

describe('the product form', () => {
  it('round-trips a product: what it shows is what it saves', () => {
    const values = productFormValues(cloudPackage, 'cloud-package');
    expect(values.specs).toMatchObject({
      periodDays: '',
      hashrateOptionsTh: '50, 100, 200',
      percentSold: '64',
      discounted: true,
      miner: '',
    });
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = cloudPackage;
    expect(productBody('cloud-package', values, cloudPackage.images)).toEqual(input);
  });

  it('starts a new product of a kind with its choices preset and its numbers empty', () => {
    const values = productFormValues(null, 'miner');
    expect(values.specs).toMatchObject({ algorithm: 'SHA-256', coin: 'BTC', hashrateTh: '' });
    expect(values.name).toEqual({ zh: '', en: '', es: '', ru: '' });
    expect(productFormValues(null, 'container').specs).toMatchObject({
      sizeFt: '20',
      includedItems: '[]',
    });
  });

  it('names what is wrong with a number', () => {
    expect(numberProblem('', {})).toEqual({ id: 'admin.products.form.required' });
    expect(numberProblem('', { nullable: true })).toBeNull();
    expect(numberProblem('12a', {})).toEqual({ id: 'admin.products.form.number' });
    expect(numberProblem('1.5', { integer: true })).toEqual({ id: 'admin.products.form.integer' });
    expect(numberProblem('0', { positive: true })).toEqual({ id: 'admin.products.form.positive' });
    expect(numberProblem('-1', {})).toEqual({ id: 'admin.products.form.nonNegative' });
    expect(numberProblem('101', { max: 100 })).toEqual({
      id: 'admin.products.form.max',
      values: { max: 100 },
    });
    expect(numberProblem('30', { options: [20, 40] })).toEqual({
      id: 'admin.products.form.oneOf',
      values: { values: '20, 40' },
    });
  });

  it('checks hashrate lists, dates and JSON lists', () => {
    const fields = SPEC_FIELDS['cloud-package'];
    expect(specFieldProblem(fields.hashrateOptionsTh, '50, 100')).toBeNull();
    expect(specFieldProblem(fields.hashrateOptionsTh, '50, -1')?.id).toBe(
      'admin.products.form.numberList',
    );
    expect(specFieldProblem(fields.miner, '')).toBeNull();
    expect(specFieldProblem(fields.miner, '{ broken')?.id).toBe('admin.products.form.json');
    expect(specFieldProblem(SPEC_FIELDS.draw.startsAt, '')?.id).toBe(
      'admin.products.form.required',
    );
    expect(specFieldProblem(SPEC_FIELDS.miner.chip, ' ')?.id).toBe('admin.products.form.required');
  });

  it('has a label for every specification field of every kind', () => {
    const keys = Object.values(SPEC_FIELDS).flatMap((fields) => Object.keys(fields));
    expect(keys.filter((key) => !SPEC_LABEL_IDS[key])).toEqual([]);
  });
});
