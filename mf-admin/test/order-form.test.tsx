/**
 * The operator's order form as it reads an order and what it sends: the whole order in the
 * reader's language, the amount only while the order awaits a price, the status only once paid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import sharedEn from '../../shared/src/i18n/messages/en.json';
import orderEn from '../../shared/src/orders/i18n/en.json';
import { renderWithProviders } from '@minesite/shared/testing/render';
import type { Order } from '@minesite/shared/domain';
import OrderForm from '../src/features/order-management/components/order-form';
import adminEn from '../src/i18n/en.json';
import { aPayment, anOrder, anOrderAwaitingPrice } from './order-fixture';

const en: Record<string, string> = { ...sharedEn, ...orderEn, ...adminEn };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm(order: Order) {
  const onSaved = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(
    <IntlProvider locale="en" messages={en}>
      <OrderForm order={order} onSaved={onSaved} onChanged={onChanged} />
    </IntlProvider>,
  );
  return { onSaved, onChanged };
}

/**
 * The request bodies sent to the service, answering each with `reply`. The form's audit trail
 * reads its own list; it gets an empty one and is not counted.
 */
function answerWith(reply: () => Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (new URL(request.url).pathname === '/api/admin/audit') {
      return json({ items: [], page: 1, pageSize: 20, total: 0 });
    }
    const text = await request.text();
    sent.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : null });
    return reply();
  });
  return sent;
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: en['admin.orders.form.submit'] }));

describe('the admin order form', () => {
  it('shows the whole quoted order: choice, quote lines, rate, payment and history', () => {
    renderForm(anOrder());
    expect(screen.getByText('180-day BTC hash power')).toBeTruthy();
    expect(screen.getByText('50 TH/s')).toBeTruthy();
    expect(screen.getByText('180 days')).toBeTruthy();
    const lines = screen.getByTestId('order-quote-lines');
    expect(within(lines).getByText('Hashrate fee')).toBeTruthy();
    expect(within(lines).getByText('50 × $20.00 = $1,000.00')).toBeTruthy();
    expect(within(lines).getByText('3 × $2.50 = $7.50')).toBeTruthy();
    expect(screen.getByTestId('order-quote-total').textContent).toBe('$1,007.50');
    expect(screen.getByText('1 BTC = $80,600.00')).toBeTruthy();
    expect(screen.getByTestId('order-payment-address').textContent).toBe('bcrt1qorderaddress');
    expect(screen.getByText('7 (m/0/7)')).toBeTruthy();
    expect(screen.getByText(en['order.payment.state.awaiting_payment']!)).toBeTruthy();
    expect(within(screen.getByTestId('order-history')).getByText('Order placed')).toBeTruthy();
    // Quoted: the amount is not the operator's to change; unpaid: it cannot move on.
    expect(
      screen.queryByLabelText(en['admin.orders.form.totalAmount']!, { exact: false }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: en['admin.orders.confirmPayment.button'] }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: en['admin.orders.form.markCompleted'] }),
    ).toBeNull();
  });

  it('shows a flagged payment with its reason and each transaction', () => {
    renderForm(
      anOrder({
        payment: aPayment({
          state: 'review',
          flag: 'underpaid',
          receivedBtc: 0.01,
          transactions: [
            {
              txid: 'ab'.repeat(32),
              amountBtc: 0.01,
              confirmations: 2,
              seenAt: '2025-03-01T10:05:00.000Z',
            },
          ],
        }),
        derivationIndex: null,
      }),
    );
    expect(screen.getByText('Needs review: underpaid')).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    expect(within(screen.getByTestId('order-transactions')).getByText('0.01 BTC')).toBeTruthy();
    expect(screen.getByText(en['admin.orders.payment.fixedAddress']!)).toBeTruthy();
  });

  it('asks for the amount of an order awaiting a price and sends it, with no status', async () => {
    const order = anOrderAwaitingPrice();
    const sent = answerWith(() => json({ ...order, payment: aPayment() }));
    const { onSaved } = renderForm(order);
    expect(screen.getByText(en['admin.orders.quote.noRate']!)).toBeTruthy();
    submit();
    expect(await screen.findByText(en['admin.orders.form.totalAmount.required']!)).toBeTruthy();
    expect(sent).toEqual([]);

    // The label carries the required mark.
    fireEvent.change(
      screen.getByLabelText(en['admin.orders.form.totalAmount']!, { exact: false }),
      {
        target: { value: '0.02' },
      },
    );
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { totalAmount: 0.02 } });
    expect(sent[0]!.url).toMatch(new RegExp(`/api/orders/${order.orderId}$`));
    expect(sent[0]!.body).not.toHaveProperty('status');
    expect(sent[0]!.body).not.toHaveProperty('quote');
  });

  it('moves a paid order to processing on submit, and says so when the service refuses', async () => {
    const paid = anOrder({ payment: aPayment({ state: 'paid', receivedBtc: 0.0125 }) });
    const sent = answerWith(() =>
      json({ error: 'x', message: 'x', code: 'payment_not_settled' }, 409),
    );
    const { onSaved } = renderForm(paid);
    expect(
      screen.queryByRole('button', { name: en['admin.orders.confirmPayment.button'] }),
    ).toBeNull();
    submit();
    expect(await screen.findByText(en['admin.orders.error.notSettled']!)).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({ status: 'processing', totalAmount: 0.0125 });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('confirms a payment with what the operator gave, and shows the order as it now is', async () => {
    const order = anOrder();
    const confirmed = { ...order, payment: aPayment({ state: 'paid', receivedBtc: 0.0125 }) };
    const sent = answerWith(() => json(confirmed));
    const { onChanged } = renderForm(order);
    fireEvent.click(screen.getByRole('button', { name: en['admin.orders.confirmPayment.button'] }));
    const dialog = await screen.findByRole('dialog', {
      name: en['admin.orders.confirmPayment.title'],
    });
    fireEvent.change(within(dialog).getByLabelText(en['admin.orders.confirmPayment.received']!), {
      target: { value: '0.0125' },
    });
    fireEvent.change(within(dialog).getByLabelText(en['admin.orders.confirmPayment.note']!), {
      target: { value: 'seen in the wallet' },
    });
    fireEvent.click(within(dialog).getByText(en['admin.orders.confirmPayment.submit']!));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(confirmed));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/confirm-payment$/);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { receivedBtc: 0.0125, note: 'seen in the wallet' },
    });
  });
});
