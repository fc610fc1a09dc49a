import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const loc = { protocol: 'https:', hostname: 'shop.example', host: 'shop.example:8443' };

describe('parseRuntimeConfig', () => {
  it('expands the location placeholders in the API and remote URLs', () => {
    const config = parseRuntimeConfig(
      {
        apiBaseUrl: '{protocol}//{hostname}:3001/',
        remotes: { mf_shop: '{protocol}//{hostname}:3002/mf-manifest.json' },
      },
      loc,
    );
    expect(config.apiBaseUrl).toBe('https://shop.example:3001');
    expect(config.remotes.mf_shop).toBe('https://shop.example:3002/mf-manifest.json');
  });

  it('falls back to the API on port 3001 of the same host and drops what is no remote', () => {
    const config = parseRuntimeConfig(
      { remotes: { 'not-an-identifier': 'x', mf_orders: 42, mf_empty: '' } },
      loc,
    );
    expect(config.apiBaseUrl).toBe('https://shop.example:3001');
    expect(config.remotes).toEqual({});
  });

  it('takes any remote the file names, in its order: a sixth remote is configuration', () => {
    const config = parseRuntimeConfig(
      { remotes: { mf_shop: '/s/mf-manifest.json', mf_loyalty: '/l/mf-manifest.json' } },
      loc,
    );
    expect(Object.keys(config.remotes)).toEqual(['mf_shop', 'mf_loyalty']);
  });

  it('expands {origin} to the page’s own origin, port included: one origin for the whole site', () => {
    const config = parseRuntimeConfig(
      {
        apiBaseUrl: '{origin}',
        remotes: { mf_content: '{origin}/r/mf-content/mf-manifest.json' },
      },
      loc,
    );
    expect(config.apiBaseUrl).toBe('https://shop.example:8443');
    expect(config.remotes.mf_content).toBe(
      'https://shop.example:8443/r/mf-content/mf-manifest.json',
    );
  });

  it('takes the bottom navigation’s tabs the file lists, in its order, and leaves out a broken one', () => {
    const labels = { zh: '首页', en: 'Home', es: 'Inicio', ru: 'Главная' };
    const config = parseRuntimeConfig(
      {
        navTabs: [
          { key: 'home', labels, icon: 'M3 11.5 12 4l9 7.5', to: '/' },
          { key: 'loyalty', labels, icon: 'M4 4h16v16H4z', centre: true },
          { key: 'no-russian', labels: { ...labels, ru: '' }, icon: 'M0 0' },
          { key: 'markup', labels, icon: 'M0 0"/><script>' },
          { key: 'away', labels, icon: 'M0 0', to: 'https://elsewhere.example' },
          { key: 'home', labels, icon: 'M0 0' },
        ],
      },
      loc,
    );
    expect(config.navTabs).toEqual([
      { key: 'home', labels, icon: 'M3 11.5 12 4l9 7.5', to: '/' },
      { key: 'loyalty', labels, icon: 'M4 4h16v16H4z', centre: true },
    ]);
    expect(parseRuntimeConfig({}, loc).navTabs).toEqual([]);
  });

  it('reads the share of page views that report their vitals, none when unset or out of range', () => {
    const rate = (vitalsSampleRate: unknown) =>
      parseRuntimeConfig({ vitalsSampleRate }, loc).vitalsSampleRate;
    expect(rate(0.1)).toBe(0.1);
    expect(rate(1)).toBe(1);
    expect(rate(undefined)).toBe(0);
    expect(rate(1.5)).toBe(0);
    expect(rate('1')).toBe(0);
  });
});
