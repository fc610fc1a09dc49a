import { describe, expect, it } from 'vitest';
import { numericValue, parseProductInfo } from './product-info';

const query = (value: unknown) => JSON.stringify(value);

describe('parseProductInfo', () => {
  it('reads the package fields and turns numbers into text', () => {
    expect(
      parseProductInfo(
        query({
          title: '180天 50T 套餐',
          hashrate: 50,
          period: '180',
          powerDays: '3',
          outputType: 'BTC',
          electricityFee: 4.33,
        }),
      ),
    ).toEqual({
      title: '180天 50T 套餐',
      hashrate: '50',
      period: '180',
      powerDays: '3',
      outputType: 'BTC',
      electricityFee: 4.33,
    });
  });

  it('drops unknown and malformed optional fields', () => {
    const info = parseProductInfo(
      query({
        title: 'T',
        hashrate: '10',
        period: '180天',
        powerDays: '3',
        $where: 'x',
        profit: { $gt: '' },
        outputRate: '',
      }),
    );
    expect(info).toEqual({ title: 'T', hashrate: '10', period: '180天', powerDays: '3' });
  });

  it('refuses a missing, broken or incomplete payload', () => {
    expect(parseProductInfo(null)).toBeNull();
    expect(parseProductInfo('{not json')).toBeNull();
    expect(parseProductInfo(query(['title']))).toBeNull();
    expect(parseProductInfo(query({ title: 'T', hashrate: '10', period: '30' }))).toBeNull();
    expect(
      parseProductInfo(query({ title: '  ', hashrate: '10', period: '30', powerDays: '3' })),
    ).toBeNull();
  });
});

describe('numericValue', () => {
  it('reads bare numbers only', () => {
    expect(numericValue('50')).toBe(50);
    expect(numericValue('8.65')).toBe(8.65);
    expect(numericValue('180天')).toBeNull();
    expect(numericValue('')).toBeNull();
  });
});
