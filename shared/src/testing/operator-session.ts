/**
 * Test helper for browser journeys: the page opens as an operator who signed in earlier. The
 * session cookie comes from the API into the page's browser context, and the UI's flag is set
 * before the first page script runs (once per tab, so a journey can still log out). The /login
 * form itself has journeys of its own.
 */
import { expect, type Page } from '@playwright/test';
import { authRoutes } from '../contract/routes/auth';
import { STORAGE_KEYS } from '../storage/local-storage';

export async function signInEarlier(
  page: Page,
  apiUrl: string,
  credentials: { username: string; password: string },
) {
  const reply = await page.request.post(`${apiUrl}${authRoutes.login.path}`, { data: credentials });
  expect(reply.status()).toBe(200);
  await page.addInitScript(
    ([flagKey, nameKey, username]) => {
      if (sessionStorage.getItem('signed-in-earlier')) return;
      sessionStorage.setItem('signed-in-earlier', '1');
      localStorage.setItem(flagKey, 'true');
      localStorage.setItem(nameKey, username);
    },
    [STORAGE_KEYS.adminLoggedIn, STORAGE_KEYS.adminUsername, credentials.username] as const,
  );
}
