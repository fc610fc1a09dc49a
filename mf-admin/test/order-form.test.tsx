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
import {
  ADDRESS,
  aPayment,
  aRefund,
  aTransaction,
  anOrder,
  anOrderAwaitingPrice,
} from './order-fixture';

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
    expect(screen.getByText('180-day BTC hash power package')).toBeTruthy();
    expect(screen.getByText('10 TH/s')).toBeTruthy();
    expect(screen.getByText('180 days')).toBeTruthy();
    const lines = screen.getByTestId('order-quote-lines');
    expect(within(lines).getByText('Hashrate fee')).toBeTruthy();
    expect(within(lines).getByText('10 × $12.00 = $120.00')).toBeTruthy();
    expect(within(lines).getByText('15 × $0.50 = $7.50')).toBeTruthy();
    expect(screen.getByTestId('order-quote-total').textContent).toBe('$127.50');
    expect(screen.getByText('1 BTC = $65,000.00')).toBeTruthy();
    expect(screen.getByTestId('order-payment-address').textContent).toBe(ADDRESS);
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

  it('shows every line of a cart’s order and the total in each currency', () => {
    const miner = (id: string, name: string) => ({
      id,
      kind: 'machine' as const,
      category: 'miner' as const,
      name: { zh: name, en: name, es: name, ru: name },
    });
    const base = anOrder();
    const hashpower = base.quote!.items[0]!;
    const items = [
      {
        ...hashpower,
        product: miner('s21', 'Antminer S21'),
        quantity: 6,
        currency: 'CNY' as const,
        total: 160_800,
      },
      {
        ...hashpower,
        product: miner('l9', 'Antminer L9'),
        quantity: 2,
        currency: 'CNY' as const,
        total: 72_000,
      },
      hashpower,
    ];
    renderForm({
      ...base,
      quote: {
        ...base.quote!,
        items,
        totals: [
          { currency: 'CNY', total: 232_800 },
          { currency: 'USD', total: 127.5 },
        ],
      },
    });
    expect(screen.getAllByTestId('order-quote-item').map((row) => row.textContent)).toEqual([
      'Antminer S21 ×6CN¥160,800.00',
      'Antminer L9 ×2CN¥72,000.00',
      '180-day BTC hash power package ×1$127.50',
    ]);
    expect(screen.getAllByTestId('order-quote-total').map((el) => el.textContent)).toEqual([
      'CN¥232,800.00',
      '$127.50',
    ]);
  });

  it('shows a flagged payment with its reason and each transaction', () => {
    const seen = aTransaction({ amountBtc: 0.001, confirmations: 2 });
    renderForm(
      anOrder({
        payment: aPayment({
          state: 'review',
          flag: 'underpaid',
          receivedBtc: 0.001,
          transactions: [seen],
        }),
        derivationIndex: null,
      }),
    );
    expect(screen.getByText('Needs review: underpaid')).toBeTruthy();
    expect(screen.getByText(seen.txid)).toBeTruthy();
    expect(within(screen.getByTestId('order-transactions')).getByText('0.001 BTC')).toBeTruthy();
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
    expect(sent[0]!.body).toMatchObject({ status: 'processing', totalAmount: paid.totalAmount });
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

describe('resolving a payment the operator must look at', () => {
  const overpaid = () =>
    anOrder({
      payment: aPayment({
        state: 'review',
        flag: 'overpaid',
        dueBtc: 0.0125,
        receivedBtc: 0.015,
        remainingBtc: 0,
        transactions: [aTransaction({ amountBtc: 0.015 })],
      }),
    });
  const button = (id: string) => screen.getByRole('button', { name: en[id] });

  it('offers accept, refund and mark invalid, and says a reversal is urgent', () => {
    renderForm(
      anOrder({
        payment: aPayment({
          state: 'review',
          flag: 'reversed',
          receivedBtc: 0.0125,
          transactions: [
            aTransaction({ droppedAt: '2025-03-01T12:00:00.000Z' }),
            aTransaction({ txid: 'cd'.repeat(32), late: true }),
          ],
        }),
      }),
    );
    expect(button('admin.orders.confirmPayment.button')).toBeTruthy();
    expect(button('admin.orders.refund.button')).toBeTruthy();
    expect(button('admin.orders.invalid.button')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['admin.orders.delete.button'] })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(en['admin.orders.payment.urgent']);
    expect(screen.getByText(en['admin.orders.payment.tx.dropped']!)).toBeTruthy();
    expect(screen.getByText(en['admin.orders.payment.tx.late']!)).toBeTruthy();
    expect(
      screen.getByText(`${en['order.payment.state.review']}: ${en['order.payment.flag.reversed']}`),
    ).toBeTruthy();
    expect(screen.getByTestId('order-form-hint').textContent).toBe(
      en['admin.orders.form.hint.resolve'],
    );
  });

  it('accepts with what was received, showing due beside received', async () => {
    const order = overpaid();
    const sent = answerWith(() => json({ ...order, payment: aPayment({ state: 'paid' }) }));
    const { onChanged } = renderForm(order);
    fireEvent.click(button('admin.orders.confirmPayment.button'));
    const dialog = await screen.findByRole('dialog', {
      name: en['admin.orders.confirmPayment.title'],
    });
    const amounts = within(dialog).getByTestId('confirm-payment-amounts');
    expect(within(amounts).getByText('0.0125 BTC')).toBeTruthy();
    expect(within(amounts).getByText('0.015 BTC')).toBeTruthy();
    const received = within(dialog).getByLabelText(en['admin.orders.confirmPayment.received']!);
    expect((received as HTMLInputElement).value).toBe('0.015');
    expect(within(dialog).getByText(en['admin.orders.confirmPayment.over']!)).toBeTruthy();
    fireEvent.click(within(dialog).getByText(en['admin.orders.confirmPayment.submit']!));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', body: { receivedBtc: 0.015 } });
  });

  it('offers the refund of the excess at the order’s rate and shows the amount proposed', async () => {
    const order = overpaid();
    const offered = {
      ...order,
      payment: aPayment({
        ...order.payment,
        state: 'refunding',
        refund: aRefund({ amountBtc: 0.0025 }),
      }),
    };
    const sent = answerWith(() => json(offered));
    const { onChanged } = renderForm(order);
    fireEvent.click(button('admin.orders.refund.button'));
    const dialog = await screen.findByRole('dialog', {
      name: en['admin.orders.refund.dialogTitle'],
    });
    const part = within(dialog).getByRole('listbox', { name: en['admin.orders.refund.partLabel'] });
    expect(
      within(part)
        .getByRole('option', { name: en['admin.orders.refund.part.excess'] })
        .getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(within(dialog).getByText(en['admin.orders.refund.submit']!));
    expect(await within(dialog).findByTestId('refund-offered-amount')).toBeTruthy();
    expect(within(dialog).getByTestId('refund-offered-amount').textContent).toBe('0.0025 BTC');
    expect(sent[0]!.url).toMatch(/\/refund$/);
    expect(sent[0]!.body).toEqual({ part: 'excess', basis: 'order' });
    fireEvent.click(within(dialog).getByText(en['admin.orders.refund.close']!));
    expect(onChanged).toHaveBeenCalledWith(offered);
  });

  it('asks for a reason before marking an order invalid', async () => {
    const order = overpaid();
    const sent = answerWith(() => json({ ...order }));
    renderForm(order);
    fireEvent.click(button('admin.orders.invalid.button'));
    const dialog = await screen.findByRole('dialog', { name: en['admin.orders.invalid.title'] });
    fireEvent.click(within(dialog).getByText(en['admin.orders.invalid.submit']!));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(en['admin.orders.invalid.reason']!), {
      target: { value: 'paid from a sanctioned exchange' },
    });
    fireEvent.click(within(dialog).getByText(en['admin.orders.invalid.submit']!));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { reason: 'paid from a sanctioned exchange' } });
    expect(sent[0]!.url).toMatch(/\/invalid$/);
  });

  it('shows the buyer’s refund address and records the refund’s transaction', async () => {
    const order = anOrder({
      payment: aPayment({
        state: 'refunding',
        flag: 'overpaid',
        receivedBtc: 0.015,
        refund: aRefund({
          amountBtc: 0.0025,
          state: 'requested',
          address: 'bcrt1qbuyerrefund',
          requestedAt: '2025-03-01T13:00:00.000Z',
        }),
      }),
    });
    const sent = answerWith(() => json(order));
    renderForm(order);
    expect(screen.getByTestId('order-refund-address').textContent).toBe('bcrt1qbuyerrefund');
    expect(screen.getByTestId('order-refund-amount').textContent).toBe('0.0025 BTC');
    expect(
      screen.queryByRole('button', { name: en['admin.orders.confirmPayment.button'] }),
    ).toBeNull();
    fireEvent.click(button('admin.orders.refundSent.button'));
    const dialog = await screen.findByRole('dialog', {
      name: en['admin.orders.refundSent.title'],
    });
    const txid = within(dialog).getByLabelText(en['admin.orders.refundSent.txid']!);
    fireEvent.change(txid, { target: { value: 'not a txid' } });
    fireEvent.click(within(dialog).getByText(en['admin.orders.refundSent.submit']!));
    expect(
      await within(dialog).findByText(en['admin.orders.refundSent.txidInvalid']!),
    ).toBeTruthy();
    fireEvent.change(txid, { target: { value: 'ef'.repeat(32) } });
    fireEvent.click(within(dialog).getByText(en['admin.orders.refundSent.submit']!));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', body: { txid: 'ef'.repeat(32) } });
    expect(sent[0]!.url).toMatch(/\/refund-sent$/);
  });

  it('shows why an order is invalid, and offers delete only for an order with no payment', () => {
    renderForm(
      anOrder({
        payment: aPayment({ state: 'invalid', invalidReason: 'sanctioned region' }),
        transactionHash: 'cd'.repeat(32),
      }),
    );
    expect(screen.getByTestId('order-invalid-reason').textContent).toBe('sanctioned region');
    expect(screen.queryByRole('button', { name: en['admin.orders.delete.button'] })).toBeNull();
    cleanup();
    renderForm(anOrder());
    expect(button('admin.orders.delete.button')).toBeTruthy();
  });
});
