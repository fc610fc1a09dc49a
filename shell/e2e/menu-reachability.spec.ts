import { expect, test, type Locator, type Page } from '@playwright/test';
import { matchRoute } from '@minesite/shared/federation/route-match';
import { zh } from './support/shell-page';
import { builtRouteTable } from './support/site-routes';

/**
 * Every visitor page the built remotes publish can be reached from `/` by a visitor: through
 * the bottom navigation's panels, the side nav drawer, the home swipe's views, and the links of the pages reached
 * (walked breadth first); a page a flow's button opens (`stepOf` in its registry line) with the
 * page of that flow. A page a team publishes in no menu and behind no link fails here.
 */
const table = builtRouteTable();
const visitorRoutes = table.routes.filter((route) => !route.admin);
/** Enough for the whole site, with room to spare; a loop of links cannot run away. */
const MAX_VISITS = 120;

/** The site's own addresses among the links shown now (in `scope`: a panel, or the page). */
async function linksOn(page: Page, scope: Page | Locator = page): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [`${url.pathname}${url.search}`] : [];
  });
}

/** The links once the page's data is in: two reads a moment apart that agree. */
async function settledLinks(page: Page): Promise<string[]> {
  let links = await linksOn(page);
  for (let tries = 0; tries < 10; tries++) {
    await page.waitForTimeout(300);
    const again = await linksOn(page);
    if (again.length === links.length) return again;
    links = again;
  }
  return links;
}

/** The entries of every bottom-nav panel, opened one after the other. */
async function navPanelLinks(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: zh['shell.nav.label'] });
  const found: string[] = [];
  for (const button of await bar.locator('button[aria-expanded]').all()) {
    await button.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('link').first()).toBeVisible();
    found.push(...(await linksOn(page, panel)));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return found;
}

/** The side nav drawer's entries, opened from the header's menu button. */
async function sideNavLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: zh['shell.header.menu'] }).click();
  const drawer = page.getByRole('dialog', { name: zh['shell.sideNav.title'] });
  await expect(drawer.getByRole('link').first()).toBeVisible();
  const found = await linksOn(page, drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return found;
}

test('every published visitor page is reachable from / through the menus and links', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const reached = new Set<string>();
  const queue: string[] = [];
  const seen = new Set<string>();
  const enqueue = (address: string) => {
    const pathname = address.split('?')[0]!.split('#')[0]!;
    const route = matchRoute(visitorRoutes, pathname);
    if (route) reached.add(route.path);
    const key = address.split('#')[0]!;
    if (seen.has(key) || (!route && pathname !== '/' && pathname !== '/mining')) return;
    seen.add(key);
    queue.push(key);
  };

  await page.goto('/');
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The menus: the bottom navigation's panels, the side nav and the home swipe's views.
  for (const address of await navPanelLinks(page)) enqueue(address);
  for (const address of await sideNavLinks(page)) enqueue(address);
  for (const view of table.homeViews) {
    const route = visitorRoutes.find((r) => r.expose === view.expose && r.remote === view.remote);
    if (route) reached.add(route.path);
    enqueue(`/?view=${view.key}`);
  }
  // Then every link of every page reached.
  for (let visits = 0; queue.length > 0 && visits < MAX_VISITS; visits++) {
    const address = queue.shift()!;
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const link of await settledLinks(page)) enqueue(link);
    if (reached.size === visitorRoutes.length) break;
  }

  // A flow's step (`stepOf`) is reached with the page whose flow opens it.
  for (const route of visitorRoutes) {
    if (route.stepOf && reached.has(route.stepOf)) reached.add(route.path);
  }
  const unreached = visitorRoutes.map((route) => route.path).filter((path) => !reached.has(path));
  expect(unreached, 'published visitor pages no menu or link reaches').toEqual([]);
});
