import { describe, expect, it } from 'vitest';
import { efficiencyIn, hashrateIn, hashrateUnit } from './hashrate-unit';

describe('hashrate units', () => {
  it('quotes each miner in the unit of its algorithm', () => {
    expect(hashrateUnit(141)).toBe('TH');
    expect(hashrateUnit(1.77)).toBe('TH');
    expect(hashrateUnit(0.016)).toBe('GH');
    expect(hashrateUnit(0.000205)).toBe('MH');
    expect(hashrateIn(0.016, 'GH')).toBe(16);
    expect(hashrateIn(0.00368, 'GH')).toBe(3.68);
    expect(hashrateIn(0.000205, 'MH')).toBe(205);
  });

  it('gives the efficiency per the same unit', () => {
    expect(efficiencyIn(21.5, 'TH')).toBe(21.5);
    expect(efficiencyIn(212_500, 'GH')).toBe(212.5);
    expect(efficiencyIn(16_585_365.9, 'MH')).toBe(16.59);
  });
});
