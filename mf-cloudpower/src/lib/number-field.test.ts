import { describe, expect, it } from 'vitest';
import { readNumber } from './number-field';

describe('readNumber', () => {
  it('reads decimals written with a point or a comma', () => {
    expect(readNumber('0.2')).toEqual({ ok: true, value: 0.2 });
    expect(readNumber(' 3,5 ')).toEqual({ ok: true, value: 3.5 });
    expect(readNumber('5.2e-7')).toEqual({ ok: true, value: 5.2e-7 });
  });

  it('refuses empty, text, negative, zero where it makes no sense, and too large', () => {
    expect(readNumber('')).toEqual({ ok: false, error: 'required' });
    expect(readNumber('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(readNumber('12abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(readNumber('1e999')).toEqual({ ok: false, error: 'notNumber' });
    expect(readNumber('-1')).toEqual({ ok: false, error: 'negative' });
    expect(readNumber('0')).toEqual({ ok: false, error: 'notPositive' });
    expect(readNumber('0', { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(readNumber('101', { allowZero: true, max: 100 })).toEqual({
      ok: false,
      error: 'tooLarge',
    });
  });
});
