import { describe, expect, it } from 'vitest';
import { activeTabFor } from './active-tab';
import { NAV_TABS } from './nav-tabs';

describe('activeTabFor', () => {
  it('matches every entry of the spec table exactly', () => {
    for (const tab of NAV_TABS) {
      for (const entry of tab.entries) expect(activeTabFor(entry.path), entry.path).toBe(tab.key);
    }
  });

  it('prefers an exact match over the page property', () => {
    expect(activeTabFor('/product/1', 'product')).toBe('miningAi');
    expect(activeTabFor('/currency', 'home')).toBe('service');
  });

  it('matches paths below an entry, the longest entry winning', () => {
    expect(activeTabFor('/repair/online-training')).toBe('training');
    expect(activeTabFor('/shop/s21-pro')).toBe('product');
    expect(activeTabFor('/product/1/specs')).toBe('miningAi');
  });

  it('does not treat a shared beginning of a name as a prefix', () => {
    // /mining-power-detail starts with the text of /mining-power but is not below it.
    expect(activeTabFor('/mining-power-detail')).toBeUndefined();
    expect(activeTabFor('/mining-power-detail', 'miningAi')).toBe('miningAi');
    expect(activeTabFor('/shopping')).toBeUndefined();
  });

  it('never matches Home by prefix', () => {
    expect(activeTabFor('/anything/else')).toBeUndefined();
    expect(activeTabFor('/')).toBe('home');
  });

  it('falls back to the page property, else none', () => {
    expect(activeTabFor('/product/7', 'product')).toBe('product');
    expect(activeTabFor('/mining', 'home')).toBe('home');
    expect(activeTabFor('/admin/contact')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(activeTabFor('/software/')).toBe('training');
  });
});
