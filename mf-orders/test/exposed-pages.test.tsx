import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPagesRenderTheirHeadings } from '@minesite/shared/testing';
import { exposesOf } from '@minesite/shared/federation';
import { registry } from '../src/pages';

describe('mf_orders exposed pages', () => {
  it('renders each page with its own title message as heading in every locale', async () => {
    expect(Object.keys(exposesOf(registry)).length).toBeGreaterThan(0);
    await expectPagesRenderTheirHeadings(
      registry,
      (locale) => import(`../src/i18n/${locale}.json`),
      (file) => import(/* @vite-ignore */ path.resolve(import.meta.dirname, '..', file)),
    );
  });
});
