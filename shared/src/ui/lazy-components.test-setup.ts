/**
 * Vitest setup for the jsdom projects. The shared UI loads toasts, dialogs, popups, pickers
 * and notice bars when first shown (`ui/lazy-components.tsx`). A test that ends while such a
 * load is still on its way makes vitest load it after the environment is torn down, which it
 * reports as an unhandled error and fails the run. Loading them here, before the tests, makes
 * those later imports hits in the module cache; the other on-demand code (QR codes, charts,
 * pull-to-refresh, popup forms) is waited for after each test instead, and the `findBy` waits
 * allow for its first load.
 */
import { configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The first import of an on-demand part in a run is transformed then, which on a busy
// two-core machine can take longer than testing-library's default second of waiting.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.dynamicImportSettled());

beforeAll(() =>
  Promise.all([
    import('./react-19-render'),
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
    import('antd-mobile/es/components/popup'),
    import('antd-mobile/es/components/mask'),
    import('antd-mobile/es/components/notice-bar'),
    import('antd-mobile/es/components/picker'),
  ]),
);
