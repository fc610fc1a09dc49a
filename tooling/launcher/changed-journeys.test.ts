// `npm run test:changed` runs the journeys of the packages a change touches.
import { describe, expect, it } from 'vitest';
import { changedJourneys, JOURNEY_FOLDERS } from './changed-journeys';

const ALL = Object.values(JOURNEY_FOLDERS);

describe('the journeys a change needs', () => {
  it('are a remote’s own for a change inside it, journeys included', () => {
    expect(changedJourneys(['mf-shop/src/pages/ShopPage.tsx'])).toEqual(['mf-shop/e2e']);
    expect(changedJourneys(['mf-orders/e2e/order-email.spec.ts', 'mf-admin/src/a.ts'])).toEqual([
      'mf-orders/e2e',
      'mf-admin/e2e',
    ]);
    expect(changedJourneys(['tooling/release/releases.ts'])).toEqual(['tooling/release/e2e']);
  });

  it('are all of them for what every page runs: the shell, shared/, the service, the build', () => {
    for (const file of [
      'shared/src/i18n/messages/zh.json',
      'shell/src/App.tsx',
      'services/src/app.ts',
      'rspack.federation.ts',
      'tooling/launcher/start-site.ts',
      'package-lock.json',
      'something-new.txt',
    ]) {
      expect(changedJourneys([file]), file).toEqual(ALL);
    }
  });

  it('are none for what no page runs: documents, unit tests, the bench, deploy and lint files', () => {
    expect(
      changedJourneys([
        'README.md',
        'mf-shop/src/pages/ShopPage.test.tsx',
        'services/test/orders.api.test.ts',
        'bench/index.ts',
        'tooling/deploy/nginx-api.conf',
        'tooling/fuzz/fuzz-api.ts',
        'eslint.config.js',
      ]),
    ).toEqual([]);
    expect(changedJourneys([])).toEqual([]);
  });
});
