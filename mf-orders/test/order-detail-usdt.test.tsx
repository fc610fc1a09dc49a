/**
 * The order page of an order paid in USDT: the chain and its token, the amount in USDT, the
 * address, a QR code of the wallet payment link and the warning that another network loses
 * the funds, in the buyer's language.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eip681TransferUri, tronTransferUri } from '@minesite/shared/domain';
import { renderWithProviders } from '@minesite/shared/testing/render';
import OrderDetailPage from '../src/pages/order-detail-page';
import sharedEn from '../../shared/src/i18n/messages/en.json';
import en from '../src/i18n/en.json';
import ru from '../src/i18n/ru.json';
import { fakeOrdersApi } from './fake-orders-api';
import { runInPaymentWindow } from './order-page-clock';
import { anOrder, aPayment, aRefund, aTransaction } from './order-fixture';

vi.mock('qrcode', () => ({
  default: {
    toString: (value: string) => Promise.resolve(`<svg data-value="${value}"></svg>`),
  },
}));

const TRON_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const ETH_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

const tokenOrder = (chain: 'tron' | 'ethereum', received = 0) =>
  anOrder({
    payment: aPayment({
      rail: chain === 'tron' ? 'usdt-tron' : 'usdt-ethereum',
      address: chain === 'tron' ? TRON_ADDRESS : ETH_ADDRESS,
      network: 'mainnet',
      dueBtc: 0,
      remainingBtc: 0,
      state: received > 0 ? 'seen' : 'awaiting_payment',
      token: {
        symbol: 'USDT',
        chain,
        contract: chain === 'tron' ? TRON_USDT : ETH_USDT,
        // The service's chain (ETH_CHAIN_ID), not the network's: the link names this one.
        chainId: chain === 'tron' ? null : 11_155_111,
        due: 127.5,
        received,
        remaining: 127.5 - received,
      },
    }),
  });

function openOrder(orderId: string, locale: 'en' | 'ru' = 'en') {
  return renderWithProviders(<OrderDetailPage />, {
    route: `/order-detail?orderId=${orderId}`,
    preloadedState: { locale: { current: locale } },
  });
}

const qrValue = async (alt: string) =>
  decodeURIComponent((await screen.findByAltText(alt)).getAttribute('src')!);

runInPaymentWindow();

describe('the order page of a USDT order', () => {
  it('on Ethereum: the network, the USDT due, the EIP-681 QR code and the warning', async () => {
    const order = tokenOrder('ethereum');
    fakeOrdersApi([order]);
    openOrder(order.orderId);

    expect((await screen.findByTestId('payment-chain')).textContent).toBe(
      en['orders.detail.token.chain.ethereum'],
    );
    expect(screen.getByTestId('payment-due').textContent).toBe('127.5 USDT');
    expect(screen.getByTestId('payment-address').textContent).toBe(ETH_ADDRESS);
    expect(screen.getByTestId('payment-network-warning').textContent).toBe(
      en['orders.detail.token.warning.ethereum'],
    );
    expect(await qrValue(en['orders.detail.wallet.qrAlt'])).toContain(
      `data-value="${eip681TransferUri(ETH_USDT, 11_155_111, ETH_ADDRESS, 127.5)}"`,
    );
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('on TRON after a part arrived: the rest, asked for by the QR code, in Russian', async () => {
    const order = tokenOrder('tron', 27.5);
    fakeOrdersApi([order]);
    openOrder(order.orderId, 'ru');

    expect((await screen.findByTestId('payment-chain')).textContent).toBe(
      ru['orders.detail.token.chain.tron'],
    );
    expect(screen.getByTestId('payment-remaining').textContent).toMatch(/^100\s?USDT$/);
    expect(screen.getByTestId('payment-network-warning').textContent).toBe(
      ru['orders.detail.token.warning.tron'],
    );
    expect(await qrValue(ru['orders.detail.wallet.qrAltRemaining'])).toContain(
      `data-value="${tronTransferUri(TRON_USDT, TRON_ADDRESS, 100)}"`,
    );
  });

  it('once a part arrived: what arrived of what is due in USDT, never BTC, on a test network too', async () => {
    const seen = tokenOrder('ethereum', 27.5);
    const order = {
      ...seen,
      payment: {
        ...seen.payment,
        network: 'regtest' as const,
        transactions: [
          {
            txid: `0x${'ab'.repeat(32)}`,
            amountBtc: 0,
            confirmations: 1,
            seenAt: '2026-01-01T00:00:00.000Z',
            blockTime: '2026-01-01T00:00:00.000Z',
            late: false,
            droppedAt: '',
          },
        ],
      },
    };
    fakeOrdersApi([order]);
    openOrder(order.orderId);

    expect((await screen.findByTestId('payment-received')).textContent).toBe('27.5 of 127.5 USDT');
    expect(screen.getByTestId('payment-transaction').textContent).not.toMatch(/BTC/);
    // The address of the rest shows without the Bitcoin test network's warning (the card warns
    // of the token's network).
    expect(screen.getByTestId('payment-address').textContent).toBe(ETH_ADDRESS);
    expect(screen.queryByText(/Bitcoin/)).toBe(null);
  });
});

describe('changing how an unpaid order is paid', () => {
  it('moves a BTC order to USDT on TRON: the page shows the order the service answers', async () => {
    const order = anOrder();
    const api = fakeOrdersApi([order]);
    api.answerRails(['btc', 'usdt-tron']);
    const onTron = tokenOrder('tron');
    api.answerChangeRail(200, { ...onTron, orderId: order.orderId });
    openOrder(order.orderId);

    fireEvent.click(
      await screen.findByRole('option', { name: en['orders.checkout.rail.usdt-tron'] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('payment-chain').textContent).toBe(
        en['orders.detail.token.chain.tron'],
      ),
    );
    expect(screen.getByTestId('payment-address').textContent).toBe(TRON_ADDRESS);
    const call = api.calls.find((c) => c.path === `/api/orders/${order.orderId}/rail`);
    expect(call?.body).toEqual({ rail: 'usdt-tron' });
  });

  it('is not offered once a part was paid', async () => {
    const order = tokenOrder('tron', 27.5);
    const api = fakeOrdersApi([order]);
    api.answerRails(['btc', 'usdt-tron']);
    openOrder(order.orderId);
    expect(await screen.findByTestId('payment-remaining')).toBeTruthy();
    expect(screen.queryByText(en['orders.detail.rail.title'])).toBe(null);
  });
});

describe('the money of a USDT order', () => {
  it('takes the buyer’s transaction id and words a refusal of its chain', async () => {
    const order = tokenOrder('ethereum');
    const api = fakeOrdersApi([order]);
    api.answerPayment(422, {
      error: 'x',
      message: 'not an Ethereum transaction id',
      code: 'payment_tx_malformed',
    });
    openOrder(order.orderId);

    fireEvent.click(await screen.findByRole('button', { name: en['orders.detail.pay.button'] }));
    fireEvent.change(await screen.findByLabelText(en['orders.detail.payment.hash']), {
      target: { value: 'a'.repeat(64) },
    });
    fireEvent.change(screen.getByLabelText(en['orders.detail.payment.email']), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: sharedEn['common.confirm'] }));

    expect(await screen.findByText(en['orders.payment.error.txMalformed'])).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { transactionHash: 'a'.repeat(64), email: 'buyer@example.com' },
    });
  });

  it('lists each chain transaction with its USDT amount, never 0 BTC', async () => {
    const base = tokenOrder('tron', 12.5);
    const order = {
      ...base,
      payment: {
        ...base.payment,
        transactions: [
          aTransaction({ txid: 'a'.repeat(64), amountBtc: 0, amount: 12.5, confirmations: 3 }),
        ],
      },
    };
    fakeOrdersApi([order]);
    openOrder(order.orderId);

    const [row] = await screen.findAllByTestId('payment-transaction');
    expect(within(row!).getByTestId('payment-transaction-amount').textContent).toBe(
      '12.500000 USDT',
    );
    expect(row!.textContent).not.toContain('BTC');
  });

  it('asks for a refund address on the order’s chain and words a wrong chain (ru)', async () => {
    const base = tokenOrder('tron', 127.5);
    const order = {
      ...base,
      payment: {
        ...base.payment,
        state: 'refunding' as const,
        refund: aRefund({ amountBtc: 0, amount: 127.5 }),
      },
    };
    const api = fakeOrdersApi([order]);
    api.answerRefundAddress(400, {
      error: 'x',
      message: 'an Ethereum address',
      code: 'refund_address_wrong_chain',
    });
    openOrder(order.orderId, 'ru');

    expect((await screen.findByTestId('refund-amount')).textContent).toBe('127.500000 USDT');
    const field = screen.getByLabelText(ru['orders.refund.addressLabel.tron']);
    // A Bitcoin address is not even the shape of a TRON one: refused here, nothing sent.
    fireEvent.change(field, { target: { value: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' } });
    fireEvent.click(screen.getByRole('button', { name: ru['orders.refund.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Это не действительный адрес TRON, проверьте его',
    );
    expect(api.calls.some((call) => call.path.endsWith('/refund-address'))).toBe(false);

    fireEvent.change(field, { target: { value: TRON_USDT } });
    fireEvent.click(screen.getByRole('button', { name: ru['orders.refund.submit'] }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Этот адрес из другой сети. Заказ оплачен в сети TRON, поэтому возврат возможен только на адрес в ней',
      ),
    );
    expect(api.calls.find((call) => call.path.endsWith('/refund-address'))?.body).toEqual({
      address: TRON_USDT,
    });
  });
});
