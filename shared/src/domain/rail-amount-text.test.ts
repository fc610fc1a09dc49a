import { describe, expect, it } from 'vitest';
import { formatRailAmount, formatRailUnits } from './rail-amount-text';
import { isRailTxid } from './rail-txids';

describe('rail amounts as people read them', () => {
  it('writes USDT with the token’s six places on both chains', () => {
    expect(formatRailAmount('usdt-tron', 12.5)).toBe('12.500000 USDT');
    expect(formatRailAmount('usdt-ethereum', 0.000001)).toBe('0.000001 USDT');
    expect(formatRailUnits('usdt-tron', 12_500_000)).toBe('12.500000 USDT');
  });

  it('writes BTC as before: plain decimal, at most eight places', () => {
    expect(formatRailAmount('btc', 0.0012)).toBe('0.0012 BTC');
    expect(formatRailUnits('btc', 1)).toBe('0.00000001 BTC');
    expect(formatRailAmount('btc', 0)).toBe('0 BTC');
  });
});

describe('transaction ids per chain', () => {
  const hex = 'ab'.repeat(32);
  it('takes 64 hex digits on Bitcoin and TRON, 0x and 64 on Ethereum', () => {
    expect(isRailTxid('btc', hex)).toBe(true);
    expect(isRailTxid('usdt-tron', hex)).toBe(true);
    expect(isRailTxid('usdt-ethereum', `0x${hex}`)).toBe(true);
    expect(isRailTxid('usdt-ethereum', hex)).toBe(false);
    expect(isRailTxid('usdt-tron', `0x${hex}`)).toBe(false);
    expect(isRailTxid('usdt-tron', hex.slice(2))).toBe(false);
  });
});
