/**
 * The checkout offers the rails the shop takes (the quote lists them): the buyer picks USDT on
 * TRON, sees the USDT amount, and the order request names the rail.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  checkoutPath,
  type CheckoutLink,
  type PaymentRail,
  type Product,
} from '@minesite/shared/domain';
import { renderWithProviders } from '@minesite/shared/testing/render';
import MiningPowerPurchasePage from '../src/pages/mining-power-purchase-page';
import en from '../src/i18n/en.json';
import { anOrder, aQuote } from './order-fixture';

const TRIAL = {
  kind: 'hashpower',
  productId: 'cloud-trial-30',
  hashrateTh: 10,
  durationDays: 30,
  powerDays: 30,
} as const satisfies CheckoutLink;
const name = { zh: '体验', en: '30-day trial', es: 'Prueba', ru: 'Пробный' };
const product = { id: TRIAL.productId, category: 'cloud-package', name, soldOut: false };

/** The service's answers: the product, a quote listing `rails`, and the order; bodies kept. */
function serve(rails: PaymentRail[] | undefined) {
  const sent: Record<string, unknown>[] = [];
  const quote = aQuote({ choice: TRIAL, total: 21.65, amountUsdt: 21.65, rails });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (pathname.startsWith('/api/products/')) return reply(product as unknown as Product);
    if (pathname === '/api/quotes') return reply(quote);
    sent.push(await request.clone().json());
    return reply(anOrder({ quote }), 201);
  });
  return sent;
}

function open() {
  renderWithProviders(<MiningPowerPurchasePage />, {
    route: checkoutPath(TRIAL),
    preloadedState: { locale: { current: 'en' } },
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('paying in USDT at checkout', () => {
  it('the buyer picks USDT on TRON: the USDT amount shows and the order names the rail', async () => {
    const sent = serve(['btc', 'usdt-tron']);
    open();
    const tron = await screen.findByRole('option', { name: en['orders.checkout.rail.usdt-tron'] });
    expect(screen.queryByRole('option', { name: en['orders.checkout.rail.usdt-ethereum'] })).toBe(
      null,
    );
    fireEvent.click(tron);
    expect((await screen.findByTestId('checkout-usdt-amount')).textContent).toContain('21.65 USDT');
    fireEvent.change(screen.getByLabelText(en['orders.checkout.address.label']), {
      target: { value: 'telegram: @buyer' },
    });
    const generate = screen.getByRole('button', { name: en['orders.checkout.generate'] });
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ choice: TRIAL, rail: 'usdt-tron' });
  });

  it('a shop taking BTC alone shows no choice, and the order names no rail', async () => {
    serve(['btc']);
    open();
    expect(await screen.findByTestId('quote-total')).toBeTruthy();
    expect(screen.queryByText(en['orders.checkout.rail.label'])).toBe(null);
  });
});
