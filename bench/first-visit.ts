/**
 * What a phone downloads on a first visit to one address: every request until the page is
 * usable (its h1 shown and the network quiet), with the bytes sent over the wire.
 */
import type { Browser, BrowserContext } from '@playwright/test';

export interface Download {
  url: string;
  type: string;
  /** Bytes on the wire (compressed when the server compressed it). */
  bytes: number;
  encoding: string;
}

export interface FirstVisit {
  path: string;
  requests: Download[];
  /** The page showed no `main h1` (then the requests are those until the network was quiet). */
  noHeading: boolean;
  /** Where the visit ended (an admin page without a session ends on /login). */
  finalPath: string;
}

export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  path: string,
  options: {
    /** Prepares the context (the admin session, for admin pages). */
    prepare?: (context: BrowserContext) => Promise<void>;
    /** The launcher's self-signed HTTPS. */
    ignoreHTTPSErrors?: boolean;
  } = {},
): Promise<FirstVisit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  await options.prepare?.(context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, { url: string; type: string; encoding: string }>();
    const done: Download[] = [];
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      seen.set(e.requestId, {
        url: e.response.url,
        type: e.type,
        encoding: headers['content-encoding'] ?? '',
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = seen.get(e.requestId);
      if (r) done.push({ ...r, bytes: e.encodedDataLength });
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    const noHeading = await page
      .locator('main h1')
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 })
      .then(
        () => false,
        () => true,
      );
    await page.waitForLoadState('networkidle');
    return {
      path,
      requests: done.filter((d) => !d.url.startsWith('data:')),
      noHeading,
      finalPath: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}
