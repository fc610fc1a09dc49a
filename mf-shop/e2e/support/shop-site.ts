/** What the shop journeys share: messages per locale as the site formats them, and the API. */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '@minesite/shared/locale';
import { siteMessages } from '@minesite/shared/testing/site-messages';
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';
export { chooseLocale } from '@minesite/shared/testing/site-locale';

export type { Locale };

/** Formats message ids in `locale` as the site does (a purchase ends on an orders page). */
export const messages = siteMessages;

/** The API the site under test calls (playwright.config.ts starts it on the site's API port). */
export const API_URL = process.env.E2E_API_URL ?? siteAddresses().api;

/** A toast with exactly `text` (the one before it may still be fading out). */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('.adm-toast-main').getByText(text, { exact: true })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A miner card by its model (`S19 XP 141T`): the maker's name differs between languages. */
export const minerCard = (page: Page, model: string) =>
  page.getByRole('article', { name: new RegExp(`(^| )${escape(model)}$`) });
export const minerCards = (page: Page) => page.locator('.shop-cards > li');
