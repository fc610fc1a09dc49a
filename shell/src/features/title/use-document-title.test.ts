import { describe, expect, it } from 'vitest';
import { titleIdFor } from './use-document-title';

describe('titleIdFor', () => {
  it('takes the title from the matching route, including parameterised paths', () => {
    expect(titleIdFor('/shop')).toBe('route.shop');
    expect(titleIdFor('/product/1')).toBe('route.productDetail');
    expect(titleIdFor('/admin/contact')).toBe('route.adminContact');
    expect(titleIdFor('/login')).toBe('route.login');
  });

  it('falls back to the default title for paths without meta', () => {
    expect(titleIdFor('/no-such-page')).toBe('app.defaultTitle');
  });
});
