import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPagesRenderTheirHeadings } from '@minesite/shared/testing';
import { exposes } from '../src/exposes';

describe('mf_content exposed pages', () => {
  it('renders each page with its localized heading in every locale', async () => {
    expect(Object.keys(exposes).length).toBeGreaterThan(0);
    await expectPagesRenderTheirHeadings(
      exposes,
      (file) => import(/* @vite-ignore */ path.resolve(import.meta.dirname, '..', file)),
    );
  });
});
