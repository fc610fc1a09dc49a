import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlScope } from '@minesite/shared/intl';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../shared/src/i18n/messages/en.json' with { type: 'json' };
import zh from '../../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import { catalogs } from '../i18n/catalogs';
import type { PageModule } from './page-module';
import { unavailablePage } from './remote-fallback';
import { loadRemotePage, resetRemote } from './remote-loader';
import { RemotePage } from './remote-page';

vi.mock('./remote-loader', () => ({ loadRemotePage: vi.fn(), resetRemote: vi.fn() }));
const load = vi.mocked(loadRemotePage);

const shopPage: PageModule = { default: () => <h1>Shop</h1> };

function renderPage(locale: 'zh' | 'en' = 'zh') {
  return renderWithProviders(
    <IntlScope catalogs={catalogs}>
      <p>frame</p>
      <RemotePage remote="mf_shop" expose="./ShopPage" />
    </IntlScope>,
    { preloadedState: { locale: { current: locale } } },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('RemotePage', () => {
  it("shows a loading state, then the remote's page", async () => {
    let resolve: (module: PageModule) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    expect(await screen.findByRole('status')).toBeTruthy();
    resolve(shopPage);
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mf_shop', './ShopPage');
  });

  it('shows the localized fallback for a remote that cannot load; retry loads it again', async () => {
    load
      .mockResolvedValueOnce(unavailablePage('mf_shop', new Error('down')))
      .mockResolvedValueOnce(shopPage);
    renderPage('en');
    // The fallback's view is loaded when first needed (the first import here is slow).
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(en['remote.unavailable.title']);
    expect(alert.textContent).toContain(en['remote.unavailable.body']);
    expect(screen.getByText('frame')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
    expect(resetRemote).toHaveBeenCalledWith('mf_shop');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a page that throws while rendering to itself, and retry renders it again', async () => {
    let broken = true;
    const Crashing = () => {
      if (broken) throw new Error('broken deploy');
      return <h1>Shop</h1>;
    };
    load.mockResolvedValue({ default: Crashing });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(zh['remote.unavailable.title']);
    expect(screen.getByText('frame')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: zh['common.retry'] }));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(resetRemote).toHaveBeenCalledWith('mf_shop');
  });
});
