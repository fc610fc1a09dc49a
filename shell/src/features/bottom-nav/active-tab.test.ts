import { describe, expect, it } from 'vitest';
import { activeTabFor as activeTabOf } from './active-tab';
import { SITE_TABS } from '../../../test/site-tabs';
import { navEntries } from './nav-tabs';

/** Entries as pages declare them (a few of the spec's table). */
const ENTRIES = navEntries(
  SITE_TABS,
  (
    [
      ['training', '/repair'],
      ['training', '/software'],
      ['miningAi', '/product/1'],
      ['miningAi', '/mining-power'],
      ['product', '/shop'],
      ['service', '/currency'],
    ] as const
  ).map(([tab, to], order) => ({ tab, to, order, labels: { zh: to, en: to, es: to, ru: to } })),
);
const activeTabFor = (pathname: string, pageTab?: string) =>
  activeTabOf(ENTRIES, pathname, pageTab);

describe('activeTabFor', () => {
  it('matches every entry exactly, Home the shell’s own', () => {
    for (const entry of ENTRIES) expect(activeTabFor(entry.to), entry.to).toBe(entry.tab);
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
