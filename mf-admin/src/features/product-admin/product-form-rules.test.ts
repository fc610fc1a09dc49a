import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import {
  fieldProblem,
  isValidBody,
  productBody,
  productFormValues,
  specFieldProblem,
} from './product-form-rules';
import { specFieldsOf, type SpecField } from './spec-fields';
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

const fieldOf = (category: Product['category'], key: string): SpecField =>
  specFieldsOf(category).find(([name]) => name === key)![1];
const problem = (category: Product['category'], key: string, raw: string | boolean) =>
  specFieldProblem(category, key, fieldOf(category, key), raw);

describe('the product form', () => {
  it('round-trips a product: what it shows is what it saves, and the contract takes it', () => {
    const values = productFormValues(cloudPackage, 'cloud-package');
    expect(values.specs).toMatchObject({
      periodDays: '',
      hashrateOptionsTh: '50, 100, 200',
      percentSold: '64',
      discounted: true,
      miner: '',
    });
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = cloudPackage;
    const body = productBody('cloud-package', values, cloudPackage.images);
    expect(body).toEqual(input);
    expect(isValidBody('cloud-package', body)).toBe(true);
  });

  it('starts a new product of a kind with its choices preset and its numbers empty', () => {
    const values = productFormValues(null, 'miner');
    expect(values.specs).toMatchObject({ algorithm: 'SHA-256', coin: 'BTC', hashrateTh: '' });
    expect(values.name).toEqual({ zh: '', en: '', es: '', ru: '' });
    expect(productFormValues(null, 'container').specs).toMatchObject({
      sizeFt: '20',
      includedItems: '[]',
    });
    expect(isValidBody('miner', productBody('miner', values, []))).toBe(false);
  });

  it('names what is wrong with a number, by the contract’s limits', () => {
    expect(problem('miner', 'hashrateTh', '')).toEqual({ id: 'admin.form.required' });
    expect(problem('cloud-package', 'periodDays', '')).toBeNull();
    expect(problem('miner', 'hashrateTh', '12a')).toEqual({ id: 'admin.form.number' });
    expect(problem('miner', 'warrantyMonths', '1.5')).toEqual({ id: 'admin.form.integer' });
    expect(problem('miner', 'hashrateTh', '0')).toEqual({ id: 'admin.form.positive' });
    expect(problem('miner', 'warrantyMonths', '-1')).toEqual({ id: 'admin.form.nonNegative' });
    expect(problem('cloud-package', 'percentSold', '101')).toEqual({
      id: 'admin.form.max',
      values: { max: 100 },
    });
    expect(problem('container', 'sizeFt', '30')).toEqual({
      id: 'admin.form.oneOf',
      values: { values: '20, 40' },
    });
    expect(fieldProblem('miner', ['sortOrder'], '1.5')).toEqual({ id: 'admin.form.integer' });
    expect(fieldProblem('miner', ['name', 'zh'], '  ')).toEqual({ id: 'admin.form.required' });
  });

  it('checks hashrate lists, dates, texts and JSON lists', () => {
    expect(problem('cloud-package', 'hashrateOptionsTh', '50, 100')).toBeNull();
    expect(problem('cloud-package', 'hashrateOptionsTh', '50, -1')?.id).toBe('admin.form.positive');
    expect(problem('cloud-package', 'hashrateOptionsTh', '')?.id).toBe('admin.form.required');
    expect(problem('cloud-package', 'miner', '')).toBeNull();
    expect(problem('cloud-package', 'miner', '{ broken')?.id).toBe('admin.form.json');
    expect(problem('draw', 'startsAt', '')?.id).toBe('admin.form.required');
    expect(problem('draw', 'startsAt', '2025-06-01T10:00')).toBeNull();
    expect(problem('miner', 'chip', ' ')?.id).toBe('admin.form.required');
    expect(problem('miner', 'chip', 'x'.repeat(101))).toEqual({
      id: 'admin.form.tooLong',
      values: { max: 100 },
    });
    expect(problem('hosting-site', 'features', '[{ "zh": "电" }]')).toEqual({
      id: 'admin.form.jsonField',
      values: { path: '0.en' },
      inner: { id: 'admin.form.required' },
    });
  });

  it('has a label for every specification field of every kind', () => {
    const keys = PRODUCT_CATEGORIES.flatMap((category) => specFieldsOf(category).map(([k]) => k));
    expect(keys.filter((key) => !SPEC_LABEL_IDS[key])).toEqual([]);
  });
});
