/**
 * The order page on the money path's edges: a partial payment leaves the rest payable (and the
 * QR code asks for it), exceptions are explained in the buyer's words, a refund offer asks for
 * an address, and only an order with nothing paid can be cancelled.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bip21Uri, paymentLabel } from '@minesite/shared/domain';
import { readTrackedOrderIds } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import OrderDetailPage from '../src/pages/order-detail-page';
import orderEn from '../../shared/src/orders/i18n/en.json';
import en from '../src/i18n/en.json';
import es from '../src/i18n/es.json';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow, wait } from './order-page-clock';
import { ADDRESS, anOrder, aPayment, aRefund, aTransaction } from './order-fixture';

vi.mock('qrcode', () => ({
  default: {
    toString: (value: string) => Promise.resolve(`<svg data-value="${value}"></svg>`),
  },
}));

const ORDER = anOrder();
const REFUND_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

function openOrder(locale: 'en' | 'es' = 'en') {
  return renderWithProviders(<OrderDetailPage />, {
    route: `/order-detail?orderId=${ORDER.orderId}`,
    preloadedState: { locale: { current: locale } },
  });
}

runInPaymentWindow();

describe('a partial payment', () => {
  const partial = anOrder({
    payment: aPayment({
      state: 'seen',
      receivedBtc: 0.001,
      remainingBtc: 0.00096154,
      transactions: [aTransaction({ amountBtc: 0.001, confirmations: 1 })],
    }),
  });

  it('shows what was received, what remains, and a QR code for the remainder (es)', async () => {
    fakeOrdersApi([partial]);
    openOrder('es');

    expect((await screen.findByTestId('payment-remaining')).textContent).toBe('0,00096154 BTC');
    expect(screen.getByTestId('payment-partial-received').textContent).toBe('0,001 BTC');
    expect(screen.getByTestId('payment-due').textContent).toBe('0,00196154 BTC');
    // The progress card loads with its own chunk once a payment is seen.
    expect((await screen.findAllByText(es['orders.payment.note.partial'])).length).toBe(1);
    const qr = await screen.findByAltText(es['orders.detail.wallet.qrAltRemaining']);
    const uri = bip21Uri(ADDRESS, 0.00096154, paymentLabel(ORDER.orderId));
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(`data-value="${uri}"`);
    expect(uri).toContain('amount=0.00096154');
    expect(uri).toContain('label=HashPeak');
    // Something was paid: the order cannot be cancelled any more.
    expect(screen.queryByRole('button', { name: es['orders.giveUp.button'] })).toBeNull();
  });

  it('stops asking for more once the whole amount is in', async () => {
    const api = fakeOrdersApi([partial]);
    openOrder();
    await screen.findByTestId('payment-remaining');
    api.update(
      anOrder({
        payment: aPayment({ state: 'seen', receivedBtc: 0.00196154, remainingBtc: 0 }),
      }),
    );
    await wait(60_000);

    expect(await screen.findByText(en['orders.payment.note.seen'])).toBeTruthy();
    expect(screen.queryByTestId('payment-address')).toBeNull();
    expect(screen.queryByTestId('payment-remaining')).toBeNull();
  });
});

describe('the exceptions, in the buyer’s words', () => {
  it('keeps showing what was received on an expired order, still watched', async () => {
    fakeOrdersApi([anOrder({ payment: aPayment({ state: 'expired' }) })]);
    openOrder();

    expect(await screen.findByText(en['orders.payment.note.expired'])).toBeTruthy();
    expect(screen.getByTestId('payment-received').textContent).toBe('0 of 0.00196154 BTC');
    expect(screen.queryByTestId('payment-address')).toBeNull();
  });

  it('says what happens next for each reason to review, and marks late and vanished transactions', async () => {
    const late = aTransaction({ txid: 'a'.repeat(64), late: true, confirmations: 2 });
    const gone = aTransaction({ txid: 'b'.repeat(64), droppedAt: '2025-01-01T03:00:00.000Z' });
    const api = fakeOrdersApi([
      anOrder({
        payment: aPayment({
          state: 'review',
          flag: 'reversed',
          receivedBtc: 0.001,
          transactions: [late, gone],
        }),
      }),
    ]);
    openOrder();

    expect(await screen.findByText(en['orders.payment.note.review.reversed'])).toBeTruthy();
    expect(screen.getByText(en['orders.payment.flag.reversed'])).toBeTruthy();
    const [lateRow, goneRow] = screen.getAllByTestId('payment-transaction');
    expect(within(lateRow!).getByText(en['orders.payment.tx.late'])).toBeTruthy();
    expect(within(lateRow!).getByText('2 confirmations')).toBeTruthy();
    expect(within(goneRow!).getByText(en['orders.payment.tx.dropped'])).toBeTruthy();
    expect(goneRow!.querySelector('del')?.textContent).toBe('0.00196154 BTC');

    api.update(anOrder({ payment: aPayment({ state: 'review', flag: 'overpaid' }) }));
    await wait(60_000);
    expect(await screen.findByText(en['orders.payment.note.review.overpaid'])).toBeTruthy();
  });

  it('gives the reason of an invalid order', async () => {
    fakeOrdersApi([
      anOrder({ payment: aPayment({ state: 'invalid', invalidReason: 'Paid from a mixer' }) }),
    ]);
    openOrder();

    expect(
      await screen.findByText(
        en['orders.payment.note.invalid'].replace('{reason}', 'Paid from a mixer'),
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(orderEn['order.payment.state.invalid']).length).toBeGreaterThan(0);
  });

  it('explains a claim that only matches the amount on the shop’s shared address', async () => {
    fakeOrdersApi([
      anOrder({
        transactionHash: 'c'.repeat(64),
        payment: aPayment({ claim: 'matches_amount', watched: false }),
      }),
    ]);
    openOrder();

    expect(await screen.findByText(en['orders.payment.claim.matchesAmount'])).toBeTruthy();
    expect(screen.getByText(en['orders.payment.claim.matchesAmountNote'])).toBeTruthy();
  });
});

describe('a refund', () => {
  const offered = anOrder({
    payment: aPayment({
      state: 'refunding',
      flag: 'late',
      receivedBtc: 0.00196154,
      refund: aRefund(),
    }),
  });

  async function giveAddress(address: string) {
    fireEvent.change(await screen.findByLabelText(en['orders.refund.addressLabel']), {
      target: { value: address },
    });
    fireEvent.click(screen.getByRole('button', { name: en['orders.refund.submit'] }));
  }

  it('asks for an address of the order’s network, checks it lightly, and shows the request', async () => {
    const api = fakeOrdersApi([offered]);
    const requested = anOrder({
      payment: aPayment({
        state: 'refunding',
        refund: aRefund({ state: 'requested', address: REFUND_ADDRESS }),
      }),
    });
    api.answerRefundAddress(200, requested);
    openOrder();

    expect((await screen.findByTestId('refund-amount')).textContent).toBe('0.00196154 BTC');
    expect(screen.getByText(/bcrt1, m, n, 2/)).toBeTruthy();
    await giveAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect((await screen.findByRole('alert')).textContent).toBe(
      en['orders.refund.error.addressInvalid'],
    );
    expect(api.calls.some((call) => call.path.endsWith('/refund-address'))).toBe(false);

    api.update(requested);
    await giveAddress(REFUND_ADDRESS);
    expect(await screen.findByText(en['orders.refund.note.requested'])).toBeTruthy();
    expect(screen.getByTestId('refund-address').textContent).toBe(REFUND_ADDRESS);
    expect(api.calls.find((call) => call.path.endsWith('/refund-address'))?.body).toEqual({
      address: REFUND_ADDRESS,
    });
  });

  it("words the service's refusal of the address", async () => {
    const api = fakeOrdersApi([offered]);
    api.answerRefundAddress(422, {
      error: 'x',
      message: 'not a regtest address',
      code: 'refund_address_invalid',
    });
    openOrder();
    await giveAddress('bcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq');

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['orders.refund.error.addressInvalid']),
    );
  });

  it('shows the amount, the address and the transaction once refunded', async () => {
    const txid = 'd'.repeat(64);
    fakeOrdersApi([
      anOrder({
        payment: aPayment({
          state: 'refunded',
          refund: aRefund({
            state: 'refunded',
            address: REFUND_ADDRESS,
            txid,
            refundedAt: '2025-01-03T00:00:00.000Z',
          }),
        }),
      }),
    ]);
    openOrder();

    expect(await screen.findByText(en['orders.refund.note.refunded'])).toBeTruthy();
    expect(screen.getByTestId('refund-txid').textContent).toBe(txid);
    expect(screen.getByTestId('refund-amount').textContent).toBe('0.00196154 BTC');
    expect(screen.queryByLabelText(en['orders.refund.addressLabel'])).toBeNull();
  });
});

describe('cancelling an order', () => {
  const confirm = async () => {
    const name = en['orders.giveUp.confirm'];
    // The confirmation is drawn in a root of its own: the one the test before closed may still
    // be fading out, so the new one is told apart from it.
    const before = new Set(screen.queryAllByRole('button', { name }));
    fireEvent.click(await screen.findByRole('button', { name: en['orders.giveUp.button'] }));
    const fresh = await waitFor(() => {
      const button = screen.getAllByRole('button', { name }).find((b) => !before.has(b));
      expect(button).toBeDefined();
      return button!;
    });
    fireEvent.click(fresh);
  };
  const deleted = (api: ReturnType<typeof fakeOrdersApi>) =>
    waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true), {
      timeout: 5000,
    });

  it('removes an order with nothing paid, after a confirmation', async () => {
    localStorage.setItem('orderIds', JSON.stringify([ORDER.orderId]));
    const api = fakeOrdersApi([ORDER]);
    api.answerDelete(200, { message: '删除成功' });
    openOrder();
    await confirm();

    await deleted(api);
    expect(await screen.findByText(en['orders.giveUp.done'])).toBeTruthy();
    expect(readTrackedOrderIds()).toEqual([]);
  });

  it('says why when the service refuses (it saw a payment the page had not yet)', async () => {
    const api = fakeOrdersApi([ORDER]);
    api.answerDelete(409, {
      error: 'x',
      message: 'a payment was seen',
      code: 'order_not_deletable',
    });
    openOrder();
    await confirm();

    await deleted(api);
    expect(await screen.findByText(en['orders.giveUp.refused'])).toBeTruthy();
  });

  it('is not offered once anything was reported for the order', async () => {
    fakeOrdersApi([anOrder({ payment: aPayment({ claim: 'unverified' }) })]);
    openOrder();
    await screen.findByTestId('payment-address');

    expect(screen.queryByRole('button', { name: en['orders.giveUp.button'] })).toBeNull();
  });
});
