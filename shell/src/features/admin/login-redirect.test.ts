import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './login-redirect';

describe('loginPathFor', () => {
  it('carries the full target, query and hash included', () => {
    const path = loginPathFor({
      pathname: '/order-management',
      search: '?status=pending&q=ORD 1',
      hash: '#list',
    });
    expect(path).toBe('/login?redirect=%2Forder-management%3Fstatus%3Dpending%26q%3DORD+1%23list');
    expect(returnPathFrom(path.slice(path.indexOf('?')))).toBe(
      '/order-management?status=pending&q=ORD%201#list',
    );
  });

  it('works with a bare path', () => {
    expect(loginPathFor({ pathname: '/admin/contact' })).toBe('/login?redirect=%2Fadmin%2Fcontact');
  });
});

describe('returnPathFrom', () => {
  it('returns the redirect target', () => {
    expect(returnPathFrom('?redirect=%2Fadmin%2Fpower-contacts')).toBe('/admin/power-contacts');
  });

  it('falls back to home without a target', () => {
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?redirect=')).toBe('/');
  });

  it('refuses targets outside the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'admin/contact',
    ]) {
      expect(returnPathFrom(`?${new URLSearchParams({ redirect: target })}`), target).toBe('/');
    }
  });

  it('does not loop back to the login page', () => {
    expect(returnPathFrom('?redirect=%2Flogin%3Fredirect%3D%252F')).toBe('/');
  });
});
