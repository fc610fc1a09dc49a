import { describe, expect, it } from 'vitest';
import { isMachine, parseMachineInfo, validQuantity } from './machine-info';
import { parseProductInfo } from './product-info';

const machine = {
  kind: 'machine',
  productId: '1',
  title: 'Antminer S21 XP',
  hashrate: '270',
  unitPrice: 42800,
  currency: 'CNY',
};
const query = (value: unknown) => JSON.stringify(value);

describe('parseMachineInfo', () => {
  it('reads a machine from the shop, with empty package terms', () => {
    const info = parseMachineInfo(query(machine));
    expect(info).toEqual({ ...machine, period: '', powerDays: '' });
    expect(info && isMachine(info)).toBe(true);
    expect(parseMachineInfo(query({ ...machine, hashrate: 270 }))?.hashrate).toBe('270');
  });

  it('drops fields the service would refuse', () => {
    expect(parseMachineInfo(query({ ...machine, $where: '1', price: 5 }))).toEqual({
      ...machine,
      period: '',
      powerDays: '',
    });
  });

  it('refuses packages and broken or incomplete machines', () => {
    expect(parseMachineInfo(null)).toBeNull();
    expect(parseMachineInfo('{oops')).toBeNull();
    expect(parseMachineInfo(query({ ...machine, kind: undefined }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, productId: '../admin' }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, title: ' ' }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, hashrate: '270TH' }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, unitPrice: -1 }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, unitPrice: '42800' }))).toBeNull();
    expect(parseMachineInfo(query({ ...machine, currency: 'BTC' }))).toBeNull();
  });

  it('leaves a hash power package to the package reader', () => {
    const pkg = { title: '30天体验套餐', hashrate: '10', period: '30', powerDays: '30' };
    expect(parseMachineInfo(query(pkg))).toBeNull();
    expect(parseProductInfo(query(pkg))).toEqual(pkg);
  });
});

describe('validQuantity', () => {
  it('takes whole numbers from 1 to 1000', () => {
    expect(validQuantity(1)).toBe(1);
    expect(validQuantity(1000)).toBe(1000);
    expect(validQuantity(0)).toBeNull();
    expect(validQuantity(2.5)).toBeNull();
    expect(validQuantity(1001)).toBeNull();
  });
});
