// One lint setup for the whole repository, with the boundaries between its packages.
// `tooling/lint-boundaries.test.ts` lints deliberately crossing fixtures against this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './tooling/eslint/import-boundaries.js';

const REMOTES = ['mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];

// Boundaries between the packages (rule in tooling/eslint/import-boundaries.js).
const ANTD = {
  module: 'antd-mobile',
  message: 'antd-mobile is imported only in shared/src/ui: use @minesite/shared/ui.',
};
const otherRemotes = (own) =>
  REMOTES.filter((folder) => folder !== own).map((folder) => ({
    folder,
    message:
      'a remote does not import another remote (tests and journeys included): link by URL, ' +
      'and put shared helpers in the shared package.',
  }));
const FROM_REMOTE = [
  { folder: 'shell', message: 'a remote does not import the shell.' },
  { folder: 'services', message: 'a remote does not import the service: use the contract.' },
];
// The shell learns the remotes' pages at run time (their pages.json): it imports no remote,
// not even a registry, so a team releases a page with its remote alone.
const FROM_SHELL = [
  ...REMOTES.map((folder) => ({
    folder,
    message: 'the shell imports no remote: it reads their pages.json at run time.',
  })),
  { folder: 'services', message: 'the shell does not import the service: use the contract.' },
];
const FROM_SHELL_FEATURE = {
  folder: 'shell/src/app',
  message: "a shell feature does not import the shell's app layer (routes are in routing/).",
};
// A visitor's page ships no zod: the shell, the visitor remotes and the shared code they run
// take the contract's types only; the operator's remote (mf-admin) validates with its schemas.
// The routes of the contract's endpoints are zod-free (`@minesite/shared/routes/<module>`).
const CONTRACT_TYPES_ONLY = [
  { module: 'zod' },
  { module: '@minesite/shared/contract' },
  { folder: 'shared/src/contract', except: ['routes'] },
].map((boundary) => ({
  ...boundary,
  typesAllowed: true,
  message: "a visitor's page ships no zod: take the contract's types with `import type`.",
}));
const typesOnlyFor = (folder) => (folder === 'mf-admin' ? [] : CONTRACT_TYPES_ONLY);
const FROM_SHARED = ['shell', ...REMOTES, 'services'].map((folder) => ({
  folder,
  message: 'the shared package imports no app and no service.',
}));

/** Each file gets one list: a later block's list replaces an earlier one's. */
const boundaries = (forbid) => ({ 'minesite/import-boundaries': ['error', { forbid }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/.tsbuild/**',
      '**/lint-fixtures/**',
      '.data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Typed linting, through one program over the whole repository (tsconfig.eslint.json): the
  // packages share most of their code, so one program is much faster than one per package.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },

  // Boundaries.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { minesite: { rules: { 'import-boundaries': importBoundaries } } },
    rules: boundaries([ANTD]),
  },
  { files: ['shared/**'], rules: boundaries([ANTD, ...FROM_SHARED, ...CONTRACT_TYPES_ONLY]) },
  { files: ['shared/src/ui/**'], rules: boundaries([...FROM_SHARED, ...CONTRACT_TYPES_ONLY]) },
  { files: ['shared/src/contract/**'], rules: boundaries([ANTD, ...FROM_SHARED]) },
  // Test helpers never reach a page: they may read the contract's schemas.
  { files: ['shared/src/testing/**'], rules: boundaries([ANTD, ...FROM_SHARED]) },
  ...REMOTES.map((folder) => ({
    files: [`${folder}/**`],
    rules: boundaries([ANTD, ...otherRemotes(folder), ...FROM_REMOTE, ...typesOnlyFor(folder)]),
  })),
  { files: ['shell/**'], rules: boundaries([ANTD, ...FROM_SHELL, ...CONTRACT_TYPES_ONLY]) },
  {
    files: ['shell/src/features/**'],
    rules: boundaries([ANTD, ...FROM_SHELL, FROM_SHELL_FEATURE, ...CONTRACT_TYPES_ONLY]),
  },

  // The service's test files share one process (services/vitest.config.ts, isolate: false): a
  // test sets an environment variable with vi.stubEnv, undone after it, never by assignment.
  {
    files: ['services/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
        ].map((selector) => ({
          selector,
          message: 'set it with vi.stubEnv: the next test file runs in this same process.',
        })),
      ],
    },
  },

  // The service's paths are written once, in the contract's route tables: the front ends call
  // them through `endpointQuery` (shared/src/api/endpoint-query.ts). Tests may name the wire.
  {
    files: ['{shell,mf-*,shared}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/routes/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
          (selector) => ({
            selector,
            message:
              'a service path is declared once, in shared/src/contract/routes: call it with ' +
              'endpointQuery (@minesite/shared/api-endpoint).',
          }),
        ),
      ],
    },
  },
);
