/**
 * Real-user Core Web Vitals: a visit to the shop (the test site samples every view) sends one
 * beacon when the page is hidden, tagged with the route pattern and the remote that rendered
 * it, and the API's Prometheus histogram counts it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteAddresses } from '../../tooling/launcher/site-ports.mjs';

const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;
// TTFB is in every report; in the test browser web-vitals has reported no LCP for this page
// (the API test checks LCP's buckets).
const SHOP_TTFB = 'remote="mf_shop",route="/shop",metric="TTFB"';

/** How many shop views' TTFB the histogram has counted (the test site's API, read locally). */
async function shopTtfbCount(request: APIRequestContext): Promise<number> {
  const text = await (await request.get(`${API_URL}/api/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('minesite_web_vitals_count{') && l.includes(SHOP_TTFB));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

test('a visit reports its vitals in a beacon, and the API counts them', async ({
  page,
  request,
}) => {
  const before = await shopTtfbCount(request);
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/vitals') {
      beacons.push(sent.postData() ?? '');
    }
  });
  // web-vitals is fetched once the first visit is done: at the visitor's first key, here.
  const webVitals = page.waitForResponse((reply) => /web-vitals/.test(reply.url()));

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Shift');
  await webVitals;
  // The visitor switches away: the page is hidden, and web-vitals settles what it measured (tried
  // again until its script, fetched above, has run and the beacon has gone). Visible again at
  // once: web-vitals, if it starts in between, must not take the page for a background one.
  await expect(async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Reflect.deleteProperty(document, 'visibilityState');
    });
    expect(beacons.length).toBeGreaterThan(0);
  }).toPass();

  const sent = JSON.parse(beacons[0]!) as {
    remote: string;
    route: string;
    metrics: { name: string; value: number }[];
  };
  expect(sent).toMatchObject({ remote: 'mf_shop', route: '/shop' });
  expect(sent.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['TTFB']));
  await expect.poll(() => shopTtfbCount(request)).toBe(before + 1);
});
