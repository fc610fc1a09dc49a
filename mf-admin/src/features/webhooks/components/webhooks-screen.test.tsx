import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import type { WebhookDelivery } from '@minesite/shared/contract';
import { withCatalogs } from '@minesite/shared/remote-page';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { webhooksCatalogs } from '../../../i18n/webhooks-catalogs';
import { WebhooksScreen } from './webhooks-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = (id: keyof typeof en) => en[id];

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'a'.repeat(24),
  type: 'payment.paid',
  orderId: 'ORD1700000000000abcdefghijklmnopqrst',
  status: 'failed',
  attempts: 7,
  maxAttempts: 7,
  lastStatusCode: 500,
  lastError: 'HTTP 500: receiver broke',
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2030-01-02T03:04:05.000Z',
  updatedAt: '2030-01-02T07:04:05.000Z',
  ...overrides,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const Screen = withCatalogs(WebhooksScreen, webhooksCatalogs);

describe('the webhooks screen', () => {
  it('lists the deliveries of the status in the address and redelivers one', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    const failed = delivery({});
    const sending = delivery({ id: 'b'.repeat(24), type: 'payment.seen', status: 'sending' });
    const fetch = vi.fn(async (request: Request) =>
      request.method === 'POST'
        ? json({ ...failed, status: 'pending', attempts: 0, lastError: '' })
        : json({ items: [failed, sending], total: 2, page: 1, pageSize: 20 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Screen />, {
      route: '/admin/webhooks?status=failed',
      preloadedState: { locale: { current: 'en' } },
    });

    const paid = await screen.findByRole('listitem', {
      name: t('admin.webhooks.type.paymentPaid'),
    });
    const list = new URL(fetch.mock.calls[0]![0].url);
    expect(list.pathname).toBe('/api/admin/webhooks/deliveries');
    expect(list.searchParams.get('status')).toBe('failed');
    expect(within(paid).getByText('Last error: HTTP 500: receiver broke')).toBeTruthy();
    expect(within(paid).getByText('7 of 7 tries')).toBeTruthy();

    // A delivery being tried offers no redeliver.
    const seen = screen.getByRole('listitem', { name: t('admin.webhooks.type.paymentSeen') });
    expect(within(seen).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(paid).getByRole('button', {
        name: `Redeliver “${t('admin.webhooks.type.paymentPaid')}”`,
      }),
    );
    await screen.findByText(t('admin.webhooks.success.redeliver'));
    const post = fetch.mock.calls.map(([request]) => request).find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe(
      `/api/admin/webhooks/deliveries/${failed.id}/redeliver`,
    );
  });
});
