/**
 * End-to-end journeys in Debian's Chromium at a phone viewport. Each package keeps its own
 * journeys in `<package>/e2e/`. The site is started from the built folders with a
 * throw-away database (`npm test` builds first).
 */
import { chromium, defineConfig } from '@playwright/test';
import { chooseBrowser, isExecutableFile } from './tooling/launcher/prerequisites.mjs';
import { siteAddresses } from './tooling/launcher/site-ports.mjs';

// The site's usual ports, or the free block `npm test` chose (SITE_PORT_BASE).
const { site, api } = siteAddresses();

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  // Each package's journeys, and the release journey of tooling/release/e2e.
  testMatch: /[\\/](?:shell|mf-[a-z]+|release)[\\/]e2e[\\/][^\\/]+\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the one closing count of `npm test` (tooling/launcher/test-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: '.cache/test-results/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: site,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    launchOptions: {
      // CHROMIUM_PATH, Debian's /usr/bin/chromium, or one Playwright downloaded (`npm test`
      // stops before the journeys, naming the install command, when there is none).
      executablePath: chooseBrowser({
        env: process.env,
        isExecutable: isExecutableFile,
        playwrightChromium: chromium.executablePath(),
      })?.path,
      args: CHROMIUM_ARGS,
    },
    // A failed journey keeps its trace: each action's DOM snapshot, network and console. Not the
    // screencast's film strip: its frames are encoded all through every journey, passed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: 'node --import tsx tooling/launcher/start-site.ts --test',
    url: `${api}/api/health`,
    // Never a developer's running site (its database would receive the test orders): with one
    // on the ports Playwright stops at once; `npm test` runs its own on a free block of ports.
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
