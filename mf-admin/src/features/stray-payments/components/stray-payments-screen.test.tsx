import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import type { StrayPayment } from '@minesite/shared/contract';
import { withCatalogs } from '@minesite/shared/remote-page';
import { renderWithProviders } from '@minesite/shared/testing/render';
import en from '../../../i18n/en.json';
import { strayPaymentsCatalogs } from '../../../i18n/stray-payments-catalogs';
import { StrayPaymentsScreen } from './stray-payments-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = (id: keyof typeof en) => en[id];

const ORDER_ID = 'ORD1700000000000abcdefghijklmnopqrst';
const REFUND_TXID = 'fe'.repeat(32);

const payment = (overrides: Partial<StrayPayment>): StrayPayment => ({
  id: 'a'.repeat(24),
  rail: 'btc',
  symbol: 'BTC',
  amount: '0.00120000',
  address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  txid: 'cd'.repeat(32),
  orderId: ORDER_ID,
  reason: 'deleted',
  confirmations: 0,
  seenAt: '2030-01-02T03:04:05.000Z',
  blockTime: null,
  droppedAt: null,
  status: 'open',
  refundTxid: null,
  creditedOrderId: null,
  note: '',
  resolvedAt: null,
  ...overrides,
});

const open = payment({ droppedAt: '2030-01-02T05:00:00.000Z' });
const refunded = payment({
  id: 'b'.repeat(24),
  rail: 'usdt-tron',
  symbol: 'USDT',
  amount: '12.500000',
  address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
  reason: 'rail_changed',
  confirmations: 25,
  blockTime: '2030-01-02T03:05:00.000Z',
  status: 'refunded',
  refundTxid: REFUND_TXID,
  note: 'sent back to the payer',
  resolvedAt: '2030-01-03T03:04:05.000Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The service: each list read answers `items`; a resolve answers `resolved` (the payment refunded). */
function serve(
  items: StrayPayment[],
  resolved = () => json({ ...open, status: 'refunded', refundTxid: REFUND_TXID }),
) {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  const fetch = vi.fn(async (request: Request) =>
    request.method === 'POST'
      ? resolved()
      : json({ items, total: items.length, page: 1, pageSize: 20 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requests = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([request]) => request);

const Screen = withCatalogs(StrayPaymentsScreen, strayPaymentsCatalogs);

function renderAt(route: string) {
  return renderWithProviders(<Screen />, { route, preloadedState: { locale: { current: 'en' } } });
}

describe('the payments without an order', () => {
  it('lists the payments of the status in the address, each with what the operator needs', async () => {
    const fetch = serve([open, refunded]);
    renderAt('/admin/stray-payments?status=open');

    const btc = await screen.findByRole('listitem', { name: '0.00120000 BTC' });
    const list = new URL(requests(fetch)[0]!.url);
    expect(list.pathname).toBe('/api/admin/stray-payments');
    expect(list.searchParams.get('status')).toBe('open');
    expect(within(btc).getByText(t('admin.strayPayments.status.open'))).toBeTruthy();
    expect(within(btc).getByText(t('admin.orders.payment.rail.btc'))).toBeTruthy();
    expect(within(btc).getByText('In the mempool')).toBeTruthy();
    expect(within(btc).getByText(open.address)).toBeTruthy();
    expect(within(btc).getByText(open.txid)).toBeTruthy();
    expect(within(btc).getByText(ORDER_ID)).toBeTruthy();
    expect(within(btc).getByText(t('admin.strayPayments.reason.deleted'))).toBeTruthy();
    expect(within(btc).getByText(/^Left the chain on /)).toBeTruthy();
    expect(
      within(btc).getByRole('button', { name: 'Resolve the payment of 0.00120000 BTC' }),
    ).toBeTruthy();

    // A resolved one shows how, and offers nothing more.
    const usdt = screen.getByRole('listitem', { name: '12.500000 USDT' });
    expect(within(usdt).getByText(t('admin.strayPayments.status.refunded'))).toBeTruthy();
    expect(within(usdt).getByText(t('admin.orders.payment.rail.usdt-tron'))).toBeTruthy();
    expect(within(usdt).getByText('25 confirmations')).toBeTruthy();
    expect(within(usdt).getByText(t('admin.strayPayments.reason.railChanged'))).toBeTruthy();
    expect(within(usdt).getByText(t('admin.strayPayments.blockTime'))).toBeTruthy();
    expect(within(usdt).getByText(t('admin.strayPayments.refundTxid'))).toBeTruthy();
    expect(within(usdt).getByText(REFUND_TXID)).toBeTruthy();
    expect(within(usdt).getByText('sent back to the payer')).toBeTruthy();
    expect(within(usdt).getByText(t('admin.strayPayments.resolvedAt'))).toBeTruthy();
    expect(within(usdt).queryByText(/^Left the chain/)).toBeNull();
    expect(within(usdt).queryByRole('button')).toBeNull();

    // The filter reads the address and writes it: another status is another read.
    const filter = screen.getByLabelText(t('admin.leads.status.label'));
    expect((filter as HTMLSelectElement).value).toBe('open');
    fireEvent.change(filter, { target: { value: 'credited' } });
    await waitFor(() =>
      expect(
        requests(fetch).map((request) => new URL(request.url).searchParams.get('status')),
      ).toContain('credited'),
    );
  });

  it('shows a credited one with its order, and every status without a filter', async () => {
    const credited = payment({
      status: 'credited',
      creditedOrderId: 'ORD1700000000001abcdefghijklmnopqrst',
      resolvedAt: '2030-01-03T03:04:05.000Z',
    });
    const fetch = serve([credited]);
    renderAt('/admin/stray-payments');

    const card = await screen.findByRole('listitem', { name: '0.00120000 BTC' });
    expect(new URL(requests(fetch)[0]!.url).searchParams.has('status')).toBe(false);
    expect(within(card).getByText(t('admin.strayPayments.creditedOrder'))).toBeTruthy();
    expect(within(card).getByText(credited.creditedOrderId!)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('resolves an open one as refunded, refusing a txid not of its chain before sending', async () => {
    const fetch = serve([open]);
    renderAt('/admin/stray-payments?status=open');

    const card = await screen.findByRole('listitem', { name: '0.00120000 BTC' });
    fireEvent.click(
      within(card).getByRole('button', { name: 'Resolve the payment of 0.00120000 BTC' }),
    );
    const sheet = await screen.findByRole('dialog', {
      name: t('admin.strayPayments.resolve.title'),
    });
    const txid = await within(sheet).findByLabelText(t('admin.strayPayments.resolve.refundTxid'), {
      exact: false,
    });
    fireEvent.change(txid, { target: { value: `0x${REFUND_TXID}` } });
    fireEvent.click(
      within(sheet).getByRole('button', { name: t('admin.strayPayments.resolve.submit') }),
    );
    await within(sheet).findByText(
      "Not a transaction id of this payment's chain: 64 hexadecimal characters",
    );
    expect(requests(fetch).some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(txid, { target: { value: REFUND_TXID } });
    fireEvent.change(within(sheet).getByLabelText(t('admin.strayPayments.resolve.note')), {
      target: { value: 'back to the payer' },
    });
    fireEvent.click(
      within(sheet).getByRole('button', { name: t('admin.strayPayments.resolve.submit') }),
    );
    await screen.findByText(t('admin.strayPayments.resolve.doneRefunded'));
    const post = requests(fetch).find((request) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe(`/api/admin/stray-payments/${open.id}/resolve`);
    expect(await post.json()).toEqual({
      status: 'refunded',
      refundTxid: REFUND_TXID,
      note: 'back to the payer',
    });
  });

  it('credits one to an order, showing the service’s refusal on the order number', async () => {
    const fetch = serve(
      [open],
      () =>
        new Response(JSON.stringify({ error: 'no such order', code: 'credited_order_not_found' }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderAt('/admin/stray-payments?status=open');

    const card = await screen.findByRole('listitem', { name: '0.00120000 BTC' });
    fireEvent.click(within(card).getByRole('button', { name: /^Resolve the payment/ }));
    const sheet = await screen.findByRole('dialog', {
      name: t('admin.strayPayments.resolve.title'),
    });
    fireEvent.click(await within(sheet).findByText(t('admin.strayPayments.resolve.credited')));
    const orderId = await within(sheet).findByLabelText(t('admin.strayPayments.resolve.orderId'), {
      exact: false,
    });
    fireEvent.change(orderId, { target: { value: ORDER_ID } });
    fireEvent.click(
      within(sheet).getByRole('button', { name: t('admin.strayPayments.resolve.submit') }),
    );
    // On the field, beside the toast.
    await within(sheet).findByText(t('admin.strayPayments.error.orderNotFound'));
    const post = requests(fetch).find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ status: 'credited', orderId: ORDER_ID });
  });
});
