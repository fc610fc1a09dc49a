// Variables read outside the service's schemas: by the service's start itself, the launcher,
// the test and bench tools and the builds. Each names the files that read it; the doc's
// generator checks that each of them does, so a renamed variable cannot stay documented.
import { LAUNCHER_MARK } from '../../services/src/modules/auth/auth-config.js';
import { SECRET_VARIABLES } from '../../services/src/secret-files.js';

export interface OtherVariable {
  name: string;
  default: string;
  /** Who reads it, in words (`launcher`, `bench` …). */
  process: string;
  /** The files that read it, from the repository's root. */
  readers: string[];
  text: string;
}

export const SECRET_FILE_VARIABLES: OtherVariable[] = SECRET_VARIABLES.map((name) => ({
  name: `${name}_FILE`,
  default: 'unset',
  process: 'API',
  readers: ['services/src/secret-files.ts'],
  text: `Read \`${name}\` from this file (a trailing newline dropped), as Docker and Kubernetes mount secrets; setting both is an error.`,
}));

export const OTHER_VARIABLES: OtherVariable[] = [
  {
    name: 'SITE_PORT_BASE',
    default: 'unset: the site on 3000-3025',
    process: 'launcher, npm test, journeys',
    readers: ['tooling/launcher/site-ports.mjs', 'tooling/launcher/test-bootstrap.mjs'],
    text: 'Moves the whole port layout to this block (the shell on the base, the API on base+1, the remotes on base+2 to base+6). `npm test` sets it to the first free block from 13000 up, so it runs beside `npm start`.',
  },
  {
    name: LAUNCHER_MARK,
    default: 'set by the launcher',
    process: 'API, set by the launcher',
    readers: [
      'services/src/modules/auth/auth-config.ts',
      'tooling/launcher/start-site.ts',
      'tooling/launcher/database-cli.ts',
    ],
    text: 'A random token `npm start` and `npm run dev -w services` give the API they start: only then does the local default password work. Never set it yourself.',
  },
  {
    name: 'MONGODB_URI',
    default: 'unset: a local server',
    process: 'launcher, tests, fuzz',
    readers: [
      'tooling/launcher/start-site.ts',
      'tooling/launcher/database-cli.ts',
      'tooling/launcher/test-database.ts',
      'tooling/fuzz/fuzz-api.ts',
    ],
    text: 'Set, the tools use that server; unset, they start `mongod` if it is on the `PATH`, else FerretDB built with Go.',
  },
  {
    name: 'INNER_API_PORT',
    default: 'a free port',
    process: 'launcher',
    readers: ['tooling/launcher/start-site.ts'],
    text: 'With `npm start -- --https`, the port the API listens on behind the TLS proxy on 3001.',
  },
  {
    name: 'CHROMIUM_PATH',
    default: "`/usr/bin/chromium`, else Playwright's",
    process: 'tests, bench',
    readers: ['tooling/launcher/prerequisites.mjs', 'bench/first-visits.ts', 'bench/lighthouse.ts'],
    text: 'The Chromium the browser journeys and the bench drive.',
  },
  {
    name: 'RELEASES_DIR',
    default: '`.data/releases`',
    process: 'release tool',
    readers: ['tooling/release/folder-store.ts'],
    text: "Where `npm run release` builds each remote's versioned releases (without `RELEASE_TARGET`).",
  },
  {
    name: 'RELEASE_TARGET',
    default: 'unset: the folder `RELEASES_DIR`',
    process: 'release tool',
    readers: ['tooling/release/release-target.ts'],
    text: "`s3://bucket/prefix`: `npm run release` uploads each remote's versions, named by their content, to S3-compatible storage and switches `<prefix>/site-config.json` there. Credentials come the AWS SDK's usual way (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`, a pod's web identity).",
  },
  {
    name: 'RELEASE_S3_ENDPOINT',
    default: 'unset: AWS S3',
    process: 'release tool',
    readers: ['tooling/release/release-target.ts'],
    text: 'The address of another S3-compatible server (MinIO, Ceph, R2 …), addressed by path (`<endpoint>/<bucket>/<key>`).',
  },
  {
    name: 'AWS_REGION',
    default: '`us-east-1`',
    process: 'release tool',
    readers: ['tooling/release/release-target.ts'],
    text: "The bucket's region, with `RELEASE_TARGET`.",
  },
  {
    name: 'RELEASE_PUBLIC_URL',
    default: "the bucket's own address and the prefix",
    process: 'release tool',
    readers: ['tooling/release/release-target.ts'],
    text: "Where visitors fetch the files under the prefix (the CDN in front of the bucket): the remotes' entries in the published `site-config.json` start with it.",
  },
  {
    name: 'FUZZ_SEED',
    default: '27',
    process: 'API fuzz',
    readers: ['tooling/fuzz/fuzz-api.ts'],
    text: 'The seed of `npm run test:fuzz`.',
  },
  {
    name: 'FUZZ_MAX_EXAMPLES',
    default: '25',
    process: 'API fuzz',
    readers: ['tooling/fuzz/fuzz-api.ts'],
    text: 'Generated cases per operation in each further phase of the fuzz.',
  },
  {
    name: 'BENCH_LOAD_SECONDS',
    default: '8',
    process: 'bench',
    readers: ['bench/index.ts'],
    text: 'How long each API load run lasts.',
  },
  {
    name: 'BENCH_LIGHTHOUSE_RUNS',
    default: '3',
    process: 'bench',
    readers: ['bench/index.ts'],
    text: 'Lighthouse runs per core route (the median counts).',
  },
  {
    name: 'BENCH_LIGHTHOUSE_OTHER_RUNS',
    default: '1',
    process: 'bench',
    readers: ['bench/index.ts'],
    text: 'Lighthouse runs per other route.',
  },
  {
    name: 'ADMIN_USERNAME, ADMIN_PASSWORD',
    default: '`admin`, `admin123`',
    process: 'bench, browser journeys',
    readers: ['bench/admin-session.ts', 'shell/e2e/support/shell-page.ts'],
    text: 'The credentials the bench and the journeys log in with, for a site not on the local default.',
  },
  {
    name: 'E2E_API_URL',
    default: '`http://localhost:3001`',
    process: 'browser journeys',
    readers: ['mf-shop/e2e/support/shop-site.ts', 'mf-orders/e2e/support/orders-site.ts'],
    text: 'The API the journeys seed and inspect data through.',
  },
  {
    name: 'FAKE_CHAIN_URL',
    default: "the fake chain's local port",
    process: 'browser journeys',
    readers: ['tooling/fake-chain/control.ts'],
    text: "The test site's fake chain API the journeys drive.",
  },
  {
    name: 'TEST_LOG_LEVEL',
    default: '`silent`',
    process: 'API tests',
    readers: ['services/test/support/test-api.ts'],
    text: 'The log level of the app the API tests start.',
  },
  {
    name: 'OUTAGE_TEST',
    default: 'unset',
    process: 'API tests',
    readers: ['services/vitest.config.ts'],
    text: 'Set by `npm run test:outage`: includes the database outage test, which the usual run leaves out.',
  },
  {
    name: 'PORT',
    default: "the package's site port",
    process: 'front-end dev server',
    readers: ['rspack.federation.ts'],
    text: '`npm run dev -w <package>` listens there.',
  },
  {
    name: 'NODE_ENV',
    default: 'production build',
    process: 'front-end builds',
    readers: ['rspack.federation.ts'],
    text: '`development` makes a development build; anything else a production one.',
  },
  {
    name: 'CI',
    default: 'unset',
    process: 'browser journeys',
    readers: ['playwright.config.ts'],
    text: 'Set, Playwright writes no HTML report.',
  },
];
