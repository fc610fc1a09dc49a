/**
 * The order page tells the buyer what to pay, to where and until when in every state where
 * payment is due, follows the order without a reload, and shows what the site has seen.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { bip21Uri, paymentLabel } from '@minesite/shared/domain';
import { renderWithProviders } from '@minesite/shared/testing/render';
import OrderDetailPage from '../src/pages/order-detail-page';
import sharedEn from '../../shared/src/i18n/messages/en.json';
import orderEn from '../../shared/src/orders/i18n/en.json';
import en from '../src/i18n/en.json';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow, wait } from './order-page-clock';
import { ADDRESS, anOrder, aPayment, aQuote, aTransaction } from './order-fixture';

// The QR code's library, replaced by one that writes the text it was given into the image.
vi.mock('qrcode', () => ({
  default: {
    toString: (value: string) => Promise.resolve(`<svg data-value="${value}"></svg>`),
  },
}));

const ORDER = anOrder();
const TXID = 'f'.repeat(56) + 'abc12345';

function openOrder(locale: 'en' | 'ru' = 'en') {
  return renderWithProviders(<OrderDetailPage />, {
    route: `/order-detail?orderId=${ORDER.orderId}`,
    preloadedState: { locale: { current: locale } },
  });
}

runInPaymentWindow();

/**
 * The countdown at `mm:ss` or up to 9 s under it: the test clock also moves with real time (the
 * page's lazy parts and testing-library's waits need it), which a loaded machine stretches.
 */
function aboutLeft(mmss: string): RegExp {
  const [m, s] = mmss.split(':').map(Number) as [number, number];
  const shown = Array.from({ length: 10 }, (_, late) => {
    const left = m * 60 + s - late;
    return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  });
  return new RegExp(`\\b(${shown.join('|')})\\b`);
}

describe('the order page while payment is due', () => {
  it('shows the amount, the address, the BIP21 QR code, the countdown and the pay button', async () => {
    fakeOrdersApi([ORDER]);
    openOrder();

    expect(
      await screen.findByRole('heading', { name: '180-day BTC hash power package' }),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-due').textContent).toBe('0.00196154 BTC');
    expect(screen.getByTestId('quote-total').textContent).toBe('$127.50');
    expect(screen.getByText('10 TH/s × $12.00 = $120.00')).toBeTruthy();
    expect(screen.getByText('15 days × $0.50 = $7.50')).toBeTruthy();
    expect(screen.getByTestId('payment-address').textContent).toBe(ADDRESS);
    const qr = await screen.findByAltText(en['orders.detail.wallet.qrAlt']);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(
      `data-value="${bip21Uri(ADDRESS, 0.00196154, paymentLabel(ORDER.orderId))}"`,
    );
    // The label is the shop and a short reference: the order id (its key) stays off wallets.
    expect(decodeURIComponent(qr.getAttribute('src')!)).not.toContain(ORDER.orderId);
    expect(screen.getByRole('timer').textContent).toMatch(aboutLeft('30:00'));
    expect(screen.getByRole('button', { name: en['orders.detail.pay.button'] })).toBeTruthy();
    expect(screen.getByText(orderEn['order.payment.state.awaiting_payment'])).toBeTruthy();
  });

  it("keeps them when the operator has moved the order on (the operator's save never hides them)", async () => {
    fakeOrdersApi([anOrder({ status: 'processing' })]);
    openOrder();

    expect(await screen.findByTestId('payment-address')).toBeTruthy();
    expect(screen.getByRole('button', { name: en['orders.detail.pay.button'] })).toBeTruthy();
  });

  it('counts down to the end of the window the service set, then asks the service again', async () => {
    const api = fakeOrdersApi([ORDER]);
    openOrder();
    const timer = await screen.findByRole('timer');
    await wait(29 * 60_000);
    expect(timer.textContent).toMatch(aboutLeft('01:00'));
    const readsBefore = api.orderReads(ORDER.orderId);
    api.update(anOrder({ payment: aPayment({ state: 'expired' }) }));
    await wait(61_000);

    expect(await screen.findByText(en['orders.payment.note.expired'])).toBeTruthy();
    expect(api.orderReads(ORDER.orderId)).toBeGreaterThan(readsBefore);
    expect(screen.queryByTestId('payment-address')).toBeNull();
    expect(screen.getAllByText(orderEn['order.payment.state.expired']).length).toBeGreaterThan(0);
  });
});

describe('the order page follows the order without a reload', () => {
  it('says the price is coming, then shows it once the operator set it', async () => {
    const awaiting = anOrder({
      quote: aQuote({ btcRate: null, amountBtc: 0 }),
      totalAmount: 0,
      payment: aPayment({ state: 'awaiting_price', dueBtc: 0, expiresAt: '' }),
    });
    const api = fakeOrdersApi([awaiting]);
    openOrder();

    expect(await screen.findByText(en['orders.payment.awaitingPrice.title'])).toBeTruthy();
    expect(screen.queryByTestId('payment-address')).toBeNull();
    api.update(anOrder({ payment: aPayment({ dueBtc: 0.002 }) }));
    await wait(60_000);

    expect((await screen.findByTestId('payment-due')).textContent).toBe('0.002 BTC');
    expect(screen.getByTestId('payment-address').textContent).toBe(ADDRESS);
    expect(screen.queryByText(en['orders.payment.awaitingPrice.title'])).toBeNull();
  });

  it('moves to payment seen, then paid, keeps counting confirmations and stops asking once final', async () => {
    const api = fakeOrdersApi([ORDER]);
    openOrder();
    await screen.findByTestId('payment-address');

    const tx = aTransaction({ txid: TXID });
    api.update(anOrder({ payment: aPayment({ state: 'seen', transactions: [tx] }) }));
    await wait(60_000);
    expect(await screen.findByText(en['orders.payment.note.seen'])).toBeTruthy();
    const seen = screen.getByTestId('payment-transaction');
    expect(within(seen).getByText('ffffffffff…c12345')).toBeTruthy();
    expect(within(seen).getByText('In the mempool, not confirmed yet')).toBeTruthy();

    /** Paid in full by `tx`, with `confirmations` so far. */
    const paid = (confirmations: number, settled = false) =>
      anOrder({
        payment: aPayment({
          state: 'paid',
          receivedBtc: 0.00196154,
          paidAt: '2025-01-01T00:40:00Z',
          settled,
          transactions: [{ ...tx, confirmations }],
        }),
      });
    api.update(paid(1));
    await wait(60_000);
    expect(await screen.findByText(en['orders.payment.note.paid'])).toBeTruthy();
    expect(screen.getByText('1 confirmation')).toBeTruthy();
    expect(screen.getByTestId('payment-received').textContent).toBe('0.00196154 of 0.00196154 BTC');
    expect(screen.queryByRole('button', { name: en['orders.detail.pay.button'] })).toBeNull();
    expect(screen.getByTestId('payment-settled').textContent).toBe(en['orders.payment.settled.no']);

    // Confirmations keep counting after paid, until the payment is final.
    api.update(paid(6, true));
    await wait(2 * 60_000);
    expect(await screen.findByText('6 confirmations')).toBeTruthy();
    expect(screen.getByText(en['orders.payment.note.settled'])).toBeTruthy();
    expect(screen.getByTestId('payment-settled').textContent).toBe(
      en['orders.payment.settled.yes'],
    );

    const reads = api.orderReads(ORDER.orderId);
    await wait(10 * 60_000);
    expect(api.orderReads(ORDER.orderId)).toBe(reads);
  });
});

describe('reporting a payment', () => {
  async function report(hash: string, email: string) {
    fireEvent.click(await screen.findByRole('button', { name: en['orders.detail.pay.button'] }));
    fireEvent.change(await screen.findByLabelText(en['orders.detail.payment.hash']), {
      target: { value: hash },
    });
    fireEvent.change(screen.getByLabelText(en['orders.detail.payment.email']), {
      target: { value: email },
    });
    fireEvent.click(screen.getByRole('button', { name: sharedEn['common.confirm'] }));
  }

  it("words the service's refusal when the chain check fails", async () => {
    const api = fakeOrdersApi([ORDER]);
    api.answerPayment(422, {
      error: 'short',
      message: 'The transaction pays 0.001 BTC of 0.00196154 BTC due',
      code: 'payment_amount_short',
    });
    openOrder();
    await report(TXID, 'buyer@example.com');

    expect(await screen.findByText(en['orders.payment.error.amountShort'])).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { transactionHash: TXID, email: 'buyer@example.com' },
    });
  });

  it("shows the service's answer: the report kept, not yet checked, and no second report", async () => {
    const api = fakeOrdersApi([ORDER]);
    const claimed = anOrder({
      transactionHash: TXID,
      buyerEmail: 'b***@example.com',
      payment: aPayment({ claim: 'unverified' }),
    });
    api.answerPayment(200, claimed);
    openOrder();
    await report(TXID, 'buyer@example.com');
    api.update(claimed);

    expect(await screen.findByText(en['orders.detail.payment.submittedNote'])).toBeTruthy();
    expect(screen.getByText(en['orders.payment.claim.unverified'])).toBeTruthy();
    expect(screen.getByText('b***@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['orders.detail.pay.button'] })).toBeNull();
    // Still awaiting payment as the service says: no local 'completed'.
    expect(
      screen.getAllByText(orderEn['order.payment.state.awaiting_payment']).length,
    ).toBeGreaterThan(0);
  });
});
