import { describe, expect, it } from 'vitest';
import { convertForDisplay } from './display-conversion';
import { needsConversion } from './display-currency-setting';

const rates = {
  usdPerBtc: 100_000,
  cnyPerUsd: 7.2,
  eurPerUsd: 0.92,
  at: '2026-11-28T16:05:00.000Z',
};

describe('convertForDisplay', () => {
  it('takes a CNY price to USD and to BTC, and back', () => {
    expect(convertForDisplay(16_800, 'CNY', 'USD', rates)).toBe(2333.33);
    expect(convertForDisplay(72_000, 'CNY', 'BTC', rates)).toBe(0.1);
    expect(convertForDisplay(0.1, 'CNY', 'BTC', rates)).toBe(0.00000014);
    expect(convertForDisplay(2333.33, 'USD', 'CNY', rates)).toBe(16_799.98);
  });

  it('converts EUR and USDT prices through USD', () => {
    expect(convertForDisplay(920, 'EUR', 'USD', rates)).toBe(1000);
    expect(convertForDisplay(1000, 'USDT', 'CNY', rates)).toBe(7200);
    expect(convertForDisplay(50_000, 'USDT', 'BTC', rates)).toBe(0.5);
  });

  it('rounds fiat to cents and bitcoin to satoshis', () => {
    expect(convertForDisplay(10, 'CNY', 'USD', rates)).toBe(1.39);
    expect(convertForDisplay(1, 'USD', 'BTC', rates)).toBe(0.00001);
    expect(convertForDisplay(0.004, 'USD', 'BTC', rates)).toBe(0.00000004);
  });

  it('gives nothing without the rate it needs, so the price stays in its own currency', () => {
    expect(convertForDisplay(16_800, 'CNY', 'USD', null)).toBeNull();
    expect(convertForDisplay(16_800, 'CNY', 'USD', { ...rates, cnyPerUsd: null })).toBeNull();
    expect(convertForDisplay(100, 'USD', 'CNY', { ...rates, cnyPerUsd: null })).toBeNull();
    expect(convertForDisplay(100, 'EUR', 'BTC', { ...rates, eurPerUsd: null })).toBeNull();
    expect(convertForDisplay(100, 'USD', 'BTC', { ...rates, cnyPerUsd: null })).toBe(0.001);
  });
});

describe('needsConversion', () => {
  it('converts only when the buyer chose a currency other than the price’s own', () => {
    expect(needsConversion('CNY', null)).toBe(false);
    expect(needsConversion('CNY', 'CNY')).toBe(false);
    expect(needsConversion('CNY', 'USD')).toBe(true);
    expect(needsConversion('USDT', 'USD')).toBe(true);
  });
});
