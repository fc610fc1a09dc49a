/**
 * The boundaries of eslint.config.js hold: deliberately crossing fixtures (lint-fixtures/,
 * which the normal lint run ignores) fail, and their allowed counterparts pass.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'lint-fixtures');

// A fixture under lint-fixtures/boundaries/<path> is linted as if it were <path> in the
// repository. Such files do not exist there, so the type-aware rules stay out of it.
const syntaxOnly = new ESLint({ cwd: repo, overrideConfig: tseslint.configs.disableTypeChecked });

async function lintAs(file: string) {
  const code = await readFile(path.join(fixtures, 'boundaries', file), 'utf8');
  const [result] = await syntaxOnly.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const crossing = (message: string) => [
  { ruleId: 'minesite/import-boundaries', message: expect.stringContaining(message) },
];

describe('import boundaries', () => {
  it.each([
    ['mf-shop/src/features/crossing/orders-registry.ts', 'does not import another remote'],
    ['mf-orders/e2e/support/cloud-texts.ts', 'does not import another remote'],
    ['mf-content/test/lazy-shop.test.ts', 'does not import another remote'],
    ['mf-admin/src/pages/shell-routes.ts', 'does not import the shell'],
    ['shell/src/routing/remote-internals.ts', 'the shell imports no remote'],
    ['shell/src/routing/remote-registry.ts', 'the shell imports no remote'],
    ['shell/e2e/remote-pages.ts', 'the shell imports no remote'],
    ['shell/src/features/home/app-layer.ts', "does not import the shell's app layer"],
    ['shared/src/api/app-registry.ts', 'imports no app and no service'],
    ['shared/src/api/service-app.ts', 'imports no app and no service'],
    ['mf-cloudpower/src/features/power/direct-antd.ts', 'imported only in shared/src/ui'],
    ['mf-shop/src/features/shop/contract-values.ts', 'ships no zod'],
    ['mf-orders/src/lib/inline-types.ts', 'ships no zod'],
    ['shell/src/features/admin/login-schema.ts', 'ships no zod'],
    ['shared/src/ui/contract-schema.ts', 'ships no zod'],
  ])('%s fails: %s', async (file, message) => {
    expect(await lintAs(file)).toEqual(crossing(message));
  });

  it.each([
    'shell/src/routing/shared-registry.ts',
    'shell/src/features/home/routing.ts',
    'shared/src/ui/antd.ts',
    'mf-content/src/features/services-index/local-services.ts',
    'mf-content/src/features/market/contract-types.ts',
    'mf-admin/src/lib/contract-schemas.ts',
    'shared/src/domain/route-paths.ts',
  ])('%s passes', async (file) => {
    expect(await lintAs(file)).toEqual([]);
  });
});

describe('service paths', () => {
  it("are not written in a front end, only in the contract's route tables", async () => {
    const written = expect.objectContaining({
      ruleId: 'no-restricted-syntax',
      message: expect.stringContaining('declared once, in shared/src/contract/routes'),
    });
    expect(await lintAs('mf-orders/src/lib/written-path.ts')).toEqual([written, written]);
  });
});

describe('type-aware lint', () => {
  it('fails on a promise nobody awaits, handles or marks with void', async () => {
    const typed = new ESLint({
      cwd: repo,
      ignore: false,
      overrideConfig: {
        languageOptions: {
          parserOptions: { project: path.join(fixtures, 'tsconfig.json'), projectService: false },
        },
      },
    });
    const [result] = await typed.lintFiles([path.join(fixtures, 'floating-promise.ts')]);
    expect(result?.messages.map(({ ruleId, line }) => ({ ruleId, line }))).toEqual([
      { ruleId: '@typescript-eslint/no-floating-promises', line: 6 },
    ]);
  });
});
