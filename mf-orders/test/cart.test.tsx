/**
 * The cart as a buyer meets it: every line priced by the service, quantities changed and
 * lines removed, stale lines marked and never bought, and one order for the whole cart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addToCart, readCart } from '@minesite/shared/cart';
import type { CartLineRequest, OrderProduct, Quote } from '@minesite/shared/domain';
import { aQuoteItem } from '@minesite/shared/testing/order-fixtures';
import { renderWithProviders } from '@minesite/shared/testing/render';
import CartPage from '../src/pages/cart-page';
import en from '../src/i18n/en.json';
import { anOrder, aQuote } from './order-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product = (id: string, en: string, kind: OrderProduct['kind']): OrderProduct => ({
  id,
  kind,
  category: kind === 'machine' ? 'miner' : 'cloud-package',
  name: { zh: en, en, es: en, ru: en },
});
const S21 = product('antminer-s21-195t', 'Antminer S21', 'machine');
const L9 = product('antminer-l9', 'Antminer L9', 'machine');
const TRIAL = product('cloud-trial-30', '30-day trial', 'hashpower');
const PRICES: Record<string, { product: OrderProduct; each: number; currency: 'CNY' | 'USD' }> = {
  [S21.id]: { product: S21, each: 26_800, currency: 'CNY' },
  [L9.id]: { product: L9, each: 36_000, currency: 'CNY' },
  [TRIAL.id]: { product: TRIAL, each: 21.65, currency: 'USD' },
};

/** The service's quote of `lines`, priced from PRICES; `gone` ids are refused as no product. */
function quoteOf(lines: CartLineRequest[]): Quote {
  const items = lines.map((line) => {
    const { product, each, currency } = PRICES[line.productId]!;
    const total = each * line.quantity;
    return aQuoteItem({
      product,
      quantity: line.quantity,
      currency,
      total,
      amountBtc: total / 1e5,
    });
  });
  const sum = (currency: string) =>
    items.filter((item) => item.currency === currency).reduce((a, item) => a + item.total, 0);
  return aQuote({
    items,
    totals: ['CNY', 'USD']
      .filter((currency) => sum(currency) > 0)
      .map((currency) => ({ currency: currency as 'CNY', total: sum(currency) })),
    amountBtc: items.reduce((a, item) => a + item.amountBtc, 0),
  });
}

function serve(gone: string[] = []) {
  const calls: { path: string; body: { lines?: CartLineRequest[] } }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json() : {};
    calls.push({ path: pathname, body });
    if (pathname === '/api/quotes') {
      const lines = body.lines as CartLineRequest[];
      const at = lines.findIndex((line) => gone.includes(line.productId));
      if (at >= 0) {
        const message = `lines[${at}].productId no such product`;
        return json({ error: message, message, code: 'validation_failed' }, 422);
      }
      return json(quoteOf(lines));
    }
    if (pathname === '/api/orders') return json(anOrder(), 201);
    return json({ message: 'unexpected' }, 500);
  });
  return calls;
}

const s21 = { kind: 'machine', productId: S21.id, quantity: 6 } as const;
const l9 = { kind: 'machine', productId: L9.id, quantity: 2 } as const;
const trial = {
  kind: 'hashpower',
  productId: TRIAL.id,
  hashrateTh: 10,
  durationDays: 30,
  powerDays: 30,
  quantity: 1,
} as const;

const openCart = () =>
  renderWithProviders(<CartPage />, {
    route: '/cart',
    preloadedState: { locale: { current: 'en' } },
  });
const generate = () => screen.getByRole('button', { name: en['orders.checkout.generate'] });
const findGenerate = () =>
  screen.findByRole('button', { name: en['orders.checkout.generate'] }, { timeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the cart page', () => {
  it('prices every line, changes a quantity, and buys the whole cart as one order', async () => {
    addToCart(s21, { name: S21.name });
    addToCart(l9, { name: L9.name });
    addToCart(trial, { name: TRIAL.name });
    const calls = serve();
    openCart();

    // The lines load with their own chunk once the cart holds something.
    const lines = await screen.findAllByTestId('cart-line', {}, { timeout: 5_000 });
    expect(lines).toHaveLength(3);
    await waitFor(() =>
      expect(screen.getAllByTestId('cart-line-total').map((el) => el.textContent)).toEqual([
        'CN¥160,800.00',
        'CN¥72,000.00',
        '$21.65',
      ]),
    );
    expect(screen.getAllByTestId('quote-currency-total').map((el) => el.textContent)).toEqual([
      'Total (CNY)CN¥232,800.00',
      'Total (USD)$21.65',
    ]);

    // Two L9 become three: the cart is priced again with the new quantity.
    const l9Line = lines[1]!;
    fireEvent.click(within(l9Line).getByRole('button', { name: /increase|增加/i }));
    await waitFor(() =>
      expect(within(l9Line).getByTestId('cart-line-total').textContent).toBe('CN¥108,000.00'),
    );
    expect(readCart()[1]!.line.quantity).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: en['orders.cart.checkout'] }));
    const address = await screen.findByLabelText(
      en['orders.checkout.machine.address.label'],
      {},
      { timeout: 5_000 },
    );
    fireEvent.change(address, {
      target: { value: 'Buyer, 1 Main St' },
    });
    await waitFor(() => expect(generate().hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/orders')).toBe(true));

    const order = calls.find((call) => call.path === '/api/orders')!.body;
    expect(order).toMatchObject({
      lines: [s21, { ...l9, quantity: 3 }, trial],
      quoteId: expect.any(String),
      deliveryAddress: 'Buyer, 1 Main St',
      selectedPool: 'AntPool',
      paymentMethod: 'manual',
    });
    await waitFor(() => expect(readCart()).toEqual([]));
  });

  it('removes a line', async () => {
    addToCart(s21, { name: S21.name });
    addToCart(l9, { name: L9.name });
    serve();
    openCart();
    const [first] = await screen.findAllByTestId('cart-line');
    fireEvent.click(within(first!).getByRole('button', { name: en['orders.cart.remove'] }));

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(readCart().map((entry) => entry.line.productId)).toEqual([L9.id]);
  });

  it('marks a product that is gone and never buys it', async () => {
    addToCart(s21, { name: S21.name });
    addToCart(l9, { name: L9.name });
    serve([L9.id]);
    openCart();

    const mark = await screen.findByTestId('cart-line-mark');
    expect(mark.textContent).toBe(en['orders.cart.status.gone']);
    expect(within(screen.getAllByTestId('cart-line')[1]!).getByTestId('cart-line-mark')).toBe(mark);
    fireEvent.click(screen.getByRole('button', { name: en['orders.cart.checkout'] }));
    expect((await findGenerate()).hasAttribute('disabled')).toBe(true);
  });

  it('marks a line whose price moved since it was added, until the buyer accepts it', async () => {
    addToCart(s21, { name: S21.name, seen: { currency: 'CNY', amount: 25_000 } });
    serve();
    openCart();

    expect((await screen.findByTestId('cart-line-mark')).textContent).toBe(
      en['orders.cart.status.priceChanged'],
    );
    fireEvent.click(screen.getByRole('button', { name: en['orders.cart.checkout'] }));
    expect((await findGenerate()).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en['orders.cart.acceptPrice'] }));

    await waitFor(() => expect(screen.queryByTestId('cart-line-mark')).toBeNull());
    expect(readCart()[0]!.seen).toEqual({ currency: 'CNY', amount: 26_800 });
  });

  it('says so when the cart is empty', async () => {
    serve();
    openCart();
    expect((await screen.findByTestId('cart-empty')).textContent).toBe(en['orders.cart.empty']);
  });
});
