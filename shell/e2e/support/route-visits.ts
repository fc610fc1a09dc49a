/**
 * What the every-route and accessibility journeys share: every route of the built site (the
 * remotes' published pages plus the shell's own, so a new page is covered without a list
 * here), opened in a language, logged in when the page is the operator's, and left to settle.
 */
import { expect, type Page } from '@playwright/test';
import { HOME_ROUTES, LOGIN_ROUTE } from '../../src/routing/shell-routes';
import { ADMIN, messages } from './shell-page';
import { siteRoutes, type SiteRoute } from './site-routes';
import { chooseLocale } from '@minesite/shared/testing/site-locale';
import { signInEarlier } from '@minesite/shared/testing/operator-session';
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';

const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;

export type JourneyLocale = 'zh' | 'ru';
export const JOURNEY_LOCALES: readonly JourneyLocale[] = ['zh', 'ru'];

export function everyRoute(): SiteRoute[] {
  return [
    ...siteRoutes(),
    ...[...HOME_ROUTES, LOGIN_ROUTE].map((r) => ({
      url: r.path,
      title: messages.zh[r.titleId as keyof typeof messages.zh],
      admin: false,
    })),
  ];
}

/** Opens the next page as an operator who signed in earlier (the /login form: admin-guard.spec.ts). */
export const signIn = (page: Page) => signInEarlier(page, API_URL, ADMIN);

/** Two animation frames: whatever a scroll or a state change set off has been painted. */
export const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Opens `route` in `locale` (signed in first for an operator's page) and waits until it has
 * settled: no request under way, its heading and its main content shown.
 */
export async function openSettled(page: Page, route: SiteRoute, locale: JourneyLocale) {
  await chooseLocale(page, locale);
  if (route.admin) await signIn(page);
  await page.goto(route.url);
  await settle(page);
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').first()).toBeVisible();
  await painted(page);
}

/** Scrolls down through the whole page a screen at a time, then back to the top. */
export async function scrollThrough(page: Page) {
  const screens = await page.evaluate(() =>
    Math.ceil(document.documentElement.scrollHeight / window.innerHeight),
  );
  for (let i = 1; i <= screens; i++) {
    await page.evaluate((n) => window.scrollTo(0, n * window.innerHeight), i);
    await page.waitForLoadState('networkidle');
    await painted(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await painted(page);
}
