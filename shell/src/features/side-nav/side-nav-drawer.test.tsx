/**
 * The buyer's side nav: the header's menu button opens a drawer of the entries the remotes'
 * registries declare, the cart's with its line count; Escape closes it and gives the focus back.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeJson } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import sharedEn from '../../../../shared/src/i18n/messages/en.json';
import { manifestUrl, pagesJsonUrl, REGISTRIES } from '../../../test/fake-site';
import { loadRoutes } from '../../routing/route-store';
import { AppHeader } from '../header/components/app-header';
import shellEn from '../../i18n/en.json';

const en: Record<string, string> = { ...sharedEn, ...shellEn };

beforeAll(async () => {
  const remotes = Object.fromEntries(REGISTRIES.map(({ remote }) => [remote, manifestUrl(remote)]));
  await loadRoutes(remotes, (url) =>
    Promise.resolve(REGISTRIES.find(({ remote }) => pagesJsonUrl(remote) === url)),
  );
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

function renderHeader() {
  return renderWithProviders(
    <IntlProvider locale="en" messages={en}>
      <AppHeader onAdminHold={() => {}} />
    </IntlProvider>,
    { route: '/', preloadedState: { locale: { current: 'en' } } },
  );
}

describe('the side nav drawer', () => {
  it('lists the published entries in order, with the cart’s line count kept in step', async () => {
    writeJson(STORAGE_KEYS.cart, { lines: [{}, {}] });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'My menu' });
    const links = [...drawer.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Calculator', '/calculator'],
      ['Cart2', '/shop'],
    ]);
    expect(screen.getByLabelText('2 items')).toBeTruthy();
    // The drawer's list mounts after its lazy chunk, so its store subscription may land a tick
    // after the first paint: the new count is awaited, as a buyer would see it arrive.
    act(() => writeJson(STORAGE_KEYS.cart, { lines: [{}, {}, {}] }));
    expect(await screen.findByLabelText('3 items')).toBeTruthy();
  });

  it('takes the focus in, closes on Escape and gives the focus back to the menu button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('dialog', { name: 'My menu' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Calculator'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a tap outside it', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'My menu' });
    fireEvent.click(document.querySelector('.adm-mask')!);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('closes when an entry is chosen', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Calculator' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
