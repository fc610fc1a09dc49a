import { describe, expect, it } from 'vitest';
import { REGISTRIES } from '../../../test/fake-site';
import { findPage } from '../../routing/find-route';
import { buildRouteTable } from '../../routing/route-table';
import { titleFor } from './use-document-title';

const table = buildRouteTable(
  REGISTRIES.map(({ remote, pages }) => [remote, { status: 'ready', pages }] as const),
);
const format = (id: string) => `«${id}»`;
const title = (path: string, locale: 'zh' | 'en' = 'en') =>
  titleFor(findPage(table, path), locale, format);

describe('titleFor', () => {
  it('takes a remote page’s title from its registry, in the locale, parameterised paths included', () => {
    expect(title('/shop')).toBe('Shop');
    expect(title('/shop', 'zh')).toBe('Shop（中）');
    expect(title('/product/1')).toBe('Product');
  });

  it('takes the shell’s own pages’ titles from its catalog', () => {
    expect(title('/login')).toBe('«route.login»');
    expect(title('/mining')).toBe('«route.home»');
  });

  it('falls back to the default title for paths without a route', () => {
    expect(title('/no-such-page')).toBe('«app.defaultTitle»');
  });
});
