/**
 * The checkout as a buyer meets it: the service's price before confirming, the fields each
 * kind asks for, what the order request carries, and the states that block buying.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkoutPath, type CheckoutLink, type Product, type Quote } from '@minesite/shared/domain';
import { readTrackedOrderIds } from '@minesite/shared/storage';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MiningPowerPurchasePage from '../src/pages/mining-power-purchase-page';
import en from '../src/i18n/en.json';
import { anOrder, aQuote } from './order-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const name = { zh: '体验', en: '30-day trial', es: 'Prueba', ru: 'Пробный' };
const cloudPackage = {
  id: 'cloud-trial-30',
  category: 'cloud-package',
  name,
  soldOut: false,
} as unknown as Product;
const gpuPlan = {
  id: 'gpu-4090',
  category: 'gpu-plan',
  name: { zh: 'RTX 4090', en: 'RTX 4090 plan', es: 'Plan RTX 4090', ru: 'Тариф RTX 4090' },
  soldOut: false,
  specs: { hourlyPrice: 2.24, monthlyPrice: 1250 },
} as unknown as Product;

const TRIAL: CheckoutLink = {
  kind: 'hashpower',
  productId: 'cloud-trial-30',
  hashrateTh: 10,
  durationDays: 30,
  powerDays: 30,
};
const trialQuote = aQuote({
  product: { id: 'cloud-trial-30', kind: 'hashpower', category: 'cloud-package', name },
  choice: TRIAL,
  lines: [
    { item: 'hashrateFee', quantity: 10, unitPrice: 1.3, amount: 13 },
    { item: 'electricityFee', quantity: 30, unitPrice: 0.28835616, amount: 8.65 },
  ],
  total: 21.65,
  btcRate: { price: 100_000, at: '2025-01-01T00:00:00.000Z' },
  amountBtc: 0.0002165,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A service answering the checkout's calls; every call is recorded. */
function serve(answers: {
  product?: Response | (() => Response);
  quote?: (choice: CheckoutLink) => Response;
  order?: () => Response;
}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: pathname, body });
    if (pathname.startsWith('/api/products/')) {
      const { product } = answers;
      return typeof product === 'function' ? product() : (product ?? json({}, 404));
    }
    if (pathname === '/api/quotes')
      return answers.quote!((body as { choice: CheckoutLink }).choice);
    if (pathname === '/api/orders') return answers.order!();
    return json({ message: 'unexpected' }, 500);
  });
  return calls;
}

function open(link: CheckoutLink | string) {
  renderWithProviders(<MiningPowerPurchasePage />, {
    route: typeof link === 'string' ? link : checkoutPath(link),
    preloadedState: { locale: { current: 'en' } },
  });
}

const generate = () => screen.getByRole('button', { name: en['orders.checkout.generate'] });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the hash power checkout', () => {
  it('shows the service’s price before the order, then orders the choice without a price', async () => {
    const order = anOrder({ quote: trialQuote, selectedPool: 'F2Pool' });
    const calls = serve({
      product: json(cloudPackage),
      quote: () => json(trialQuote),
      order: () => json(order, 201),
    });
    open(TRIAL);

    expect(await screen.findByRole('heading', { level: 2, name: '30-day trial' })).toBeTruthy();
    expect(screen.getByText('10 TH/s')).toBeTruthy();
    expect((await screen.findByTestId('quote-line-hashrateFee')).textContent).toBe(
      '10 TH/s × $1.30 = $13.00',
    );
    expect(screen.getByTestId('quote-line-electricityFee').textContent).toBe(
      '30 days × $0.2884 = $8.65',
    );
    expect(screen.getByTestId('quote-total').textContent).toBe('$21.65');
    expect(screen.getByTestId('quote-btc').textContent).toBe('0.0002165 BTC');
    expect(screen.getByTestId('quote-rate').textContent).toMatch(/^\$100,000\.00 per BTC, /);
    expect(calls.find((call) => call.path === '/api/quotes')?.body).toEqual({ choice: TRIAL });

    // Each missing field has its own toast; the pool and method have defaults.
    fireEvent.change(screen.getByLabelText(en['orders.checkout.address.label']), {
      target: { value: 'telegram: @buyer' },
    });
    fireEvent.click(screen.getByRole('option', { name: 'F2Pool' }));
    await waitFor(() => expect(generate().hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('created-order-id').textContent).toBe(order.orderId);
    expect(within(dialog).getByText('F2Pool')).toBeTruthy();
    expect(within(dialog).getByText('$21.65')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/api/orders')!.body as Record<string, unknown>;
    expect(sent).toEqual({
      choice: TRIAL,
      // The quote the buyer saw: the order is made at exactly that price.
      quoteId: trialQuote.quoteId,
      deliveryAddress: 'telegram: @buyer',
      selectedPool: 'F2Pool',
      paymentMethod: 'manual',
      // The service makes the id; the key only makes a retried create safe.
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      orderTime: expect.any(String),
      // The language of the buyer's e-mails.
      locale: 'en',
    });
    expect(readTrackedOrderIds()).toEqual([order.orderId]);
  });

  it('names the option the product does not offer, and cannot be confirmed', async () => {
    serve({
      product: json(cloudPackage),
      quote: () =>
        json(
          {
            error: 'validation_failed',
            message: 'hashrateTh: not offered',
            issues: [{ path: 'choice.hashrateTh', message: 'not offered' }],
          },
          400,
        ),
    });
    open({ ...TRIAL, hashrateTh: 50 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This product does not offer the chosen hashrate; please go back and choose again',
    );
    expect(generate().hasAttribute('disabled')).toBe(true);
  });

  it('says when the operator will set the BTC amount', async () => {
    serve({
      product: json(cloudPackage),
      quote: () => json({ ...trialQuote, btcRate: null, amountBtc: 0 }),
    });
    open(TRIAL);
    expect((await screen.findByTestId('quote-awaiting-price')).textContent).toBe(
      en['orders.quote.awaitingPrice'],
    );
    expect(screen.getByTestId('quote-total').textContent).toBe('$21.65');
  });
});

describe('the price the buyer saw is the price', () => {
  const fillContact = () =>
    fireEvent.change(screen.getByLabelText(en['orders.checkout.address.label']), {
      target: { value: 'telegram: @buyer' },
    });
  const sentOrders = (calls: Call[]) =>
    calls
      .filter((call) => call.path === '/api/orders')
      .map((c) => c.body as Record<string, unknown>);

  it('shows the fresh price of an expired quote and orders only when the buyer confirms again', async () => {
    const fresh = aQuote({ ...trialQuote, quoteId: 'Qfreshfreshfreshfreshfres', total: 23.1 });
    const order = anOrder({ quote: fresh });
    let tries = 0;
    const calls = serve({
      product: json(cloudPackage),
      quote: () => json(trialQuote),
      order: () =>
        ++tries === 1
          ? json({ error: 'x', message: 'expired', code: 'quote_expired', quote: fresh }, 409)
          : json(order, 201),
    });
    open(TRIAL);
    expect((await screen.findByTestId('quote-total')).textContent).toBe('$21.65');
    expect(screen.getByTestId('quote-held-until').textContent).toMatch(/^This price is held/);
    fillContact();
    await waitFor(() => expect(generate().hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('$23.10');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$23.10'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOrders(calls)).toHaveLength(1);

    fireEvent.click(generate());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    const [first, second] = sentOrders(calls);
    expect(first!.quoteId).toBe(trialQuote.quoteId);
    expect(second!.quoteId).toBe(fresh.quoteId);
    // A new price is a new order attempt.
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('asks to pay or cancel an open order when too many are unpaid, and sends the e-mail given', async () => {
    const calls = serve({
      product: json(cloudPackage),
      quote: () => json(trialQuote),
      order: () => json({ error: 'x', message: 'too many', code: 'too_many_open_orders' }, 429),
    });
    open(TRIAL);
    await screen.findByTestId('quote-total');
    fillContact();
    fireEvent.change(screen.getByLabelText(en['orders.checkout.email.label']), {
      target: { value: ' buyer@example.com ' },
    });
    await waitFor(() => expect(generate().hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['orders.checkout.error.tooManyOpenOrders']);
    expect(
      within(alert)
        .getByRole('link', { name: en['orders.checkout.openOrdersLink'] })
        .getAttribute('href'),
    ).toBe('/my-orders');
    expect(sentOrders(calls)[0]!.email).toBe('buyer@example.com');
  });
});

describe('a checkout that cannot sell', () => {
  it('blocks buying an unknown product, a malformed link and a product of another kind', async () => {
    serve({ product: json({ message: 'not found' }, 404), quote: () => json({}, 404) });
    open(TRIAL);
    expect((await screen.findByRole('alert')).textContent).toContain(
      en['orders.checkout.productInvalid'],
    );
    expect(screen.queryByRole('button', { name: en['orders.checkout.generate'] })).toBeNull();
    cleanup();

    open('/mining-power-purchase?productInfo=%7Bbroken');
    expect((await screen.findByRole('alert')).textContent).toContain(
      en['orders.checkout.productInvalid'],
    );
    cleanup();

    serve({ product: json(gpuPlan) });
    open({ kind: 'machine', productId: 'gpu-4090' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      en['orders.checkout.productInvalid'],
    );
  });

  it('offers a retry when the product could not be read', async () => {
    let down = true;
    serve({
      product: () => (down ? json({ message: 'busy' }, 503) : json(cloudPackage)),
      quote: () => json(trialQuote),
    });
    open(TRIAL);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: '30-day trial' })).toBeTruthy();
  });
});

describe('the rental checkout', () => {
  const rentalQuote = (choice: CheckoutLink): Quote =>
    aQuote({
      product: { id: 'gpu-4090', kind: 'rental', category: 'gpu-plan', name: gpuPlan.name },
      choice: choice as Quote['choice'],
      lines:
        'hours' in choice
          ? [{ item: 'rentalHours', quantity: 1, unitPrice: 2.24, amount: 2.24 }]
          : [{ item: 'rentalMonths', quantity: 1, unitPrice: 1250, amount: 1250 }],
      currency: 'CNY',
      total: 'hours' in choice ? 2.24 : 1250,
      btcRate: null,
      amountBtc: 0,
    });

  it('asks for plan, length, region and contact, with no pool or payment method', async () => {
    const calls = serve({
      product: json(gpuPlan),
      quote: (choice) => json(rentalQuote(choice)),
      order: () => json(anOrder(), 201),
    });
    open({ kind: 'rental', productId: 'gpu-4090', plan: 'monthly' });

    expect(await screen.findByRole('heading', { level: 2, name: 'RTX 4090 plan' })).toBeTruthy();
    expect((await screen.findByTestId('quote-total')).textContent).toBe('CN¥1,250.00');
    expect(screen.queryByText(en['orders.checkout.pool.label'])).toBeNull();
    expect(screen.queryByText(en['orders.checkout.paymentMethod.label'])).toBeNull();
    expect(screen.getByRole('group', { name: en['orders.rental.months'] })).toBeTruthy();

    fireEvent.click(screen.getByRole('option', { name: en['orders.rental.plan.hourly'] }));
    fireEvent.click(screen.getByRole('option', { name: en['orders.rental.region.canada'] }));
    expect(screen.getByRole('group', { name: en['orders.rental.hours'] })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('CN¥2.24'));

    fireEvent.change(screen.getByLabelText(en['orders.checkout.rental.contact.label']), {
      target: { value: 'ops@example.com' },
    });
    await waitFor(() => expect(generate().hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate());
    await screen.findByRole('dialog');
    const sent = calls.find((call) => call.path === '/api/orders')!.body;
    expect(sent).toMatchObject({
      choice: {
        kind: 'rental',
        productId: 'gpu-4090',
        plan: 'hourly',
        hours: 1,
        region: 'canada',
      },
      deliveryAddress: 'ops@example.com',
    });
    expect(sent).not.toHaveProperty('selectedPool');
    expect(sent).not.toHaveProperty('paymentMethod');
  });
});

describe('the machine checkout', () => {
  const miner = {
    id: '1',
    category: 'miner',
    name: { zh: 'S19 XP', en: 'Antminer S19 XP', es: 'Antminer S19 XP', ru: 'Antminer S19 XP' },
    soldOut: false,
    specs: { hashrateTh: 141 },
  } as unknown as Product;
  const machineQuote = (quantity: number): Quote =>
    aQuote({
      product: { id: '1', kind: 'machine', category: 'miner', name: miner.name },
      choice: { kind: 'machine', productId: '1', quantity },
      lines: [{ item: 'machines', quantity, unitPrice: 16800, amount: 16800 * quantity }],
      currency: 'CNY',
      total: 16800 * quantity,
      btcRate: null,
      amountBtc: 0,
    });

  it('quotes the quantity once it stops changing, and asks for a number in range', async () => {
    const calls = serve({
      product: json(miner),
      quote: (choice) => json(machineQuote((choice as { quantity: number }).quantity)),
    });
    open({ kind: 'machine', productId: '1' });
    expect((await screen.findByTestId('quote-total')).textContent).toBe('CN¥16,800.00');
    expect(screen.getByText('141 TH/s')).toBeTruthy();

    const quantity = screen.getByRole('group', { name: en['orders.checkout.quantity'] });
    const plus = quantity.querySelector('.adm-stepper-plus')!;
    fireEvent.click(plus);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('CN¥50,400.00'));
    const quoted = calls
      .filter((call) => call.path === '/api/quotes')
      .map((call) => (call.body as { choice: { quantity: number } }).choice.quantity);
    expect(quoted).toEqual([1, 3]);

    fireEvent.change(quantity.querySelector('input')!, { target: { value: '' } });
    expect(within(quantity).getByRole('alert').textContent).toBe('Enter a quantity from 1 to 1000');
    expect(generate().hasAttribute('disabled')).toBe(true);
  });
});
