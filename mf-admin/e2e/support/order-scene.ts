/**
 * Orders the admin journeys set up through the test site's API, as a checkout would place
 * them: a machine from the shop (CNY, which the test site's fake rate provider has no rate
 * for, so it awaits the operator's price) and a cloud hash power package (USD, quoted).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  CreateOrderRequest,
  Order,
  OrderPage,
  ProductOf,
  ProductPage,
  PublicOrder,
} from '@minesite/shared/contract';
import { DEFAULT_POWER_DAYS, TRIAL_PERIOD_DAYS, optionsFor } from '@minesite/shared/mining';
import { API_URL, adminRequest } from './admin-site';
import { siteAddresses } from '../../../tooling/launcher/site-ports.mjs';

/** Lower-case letters no other run has used, to tag and find this run's orders. */
export function orderTag(length = 4): string {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

async function firstProduct<C extends 'miner' | 'cloud-package'>(
  request: APIRequestContext,
  category: C,
  fits: (product: ProductOf<C>) => boolean = () => true,
): Promise<ProductOf<C>> {
  const reply = await request.get(`${API_URL}/api/products?category=${category}&pageSize=100`);
  expect(reply.status()).toBe(200);
  const { items } = (await reply.json()) as ProductPage;
  const product = items.find(
    (p): p is ProductOf<C> => p.category === category && !p.soldOut && fits(p as ProductOf<C>),
  );
  expect(product, `a ${category} to order`).toBeDefined();
  return product!;
}

async function place(request: APIRequestContext, body: CreateOrderRequest): Promise<PublicOrder> {
  const reply = await request.post(`${API_URL}/api/orders`, { data: body });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as PublicOrder;
}

/**
 * Machines from the shop: created awaiting the operator's price on the test site. With `tag`,
 * the buyer's contact carries it, so that a journey finds its own orders by searching for it.
 */
export async function placeMachineOrder(
  request: APIRequestContext,
  options: { tag?: string; quantity?: number } = {},
): Promise<PublicOrder> {
  const miner = await firstProduct(request, 'miner');
  const order = await place(request, {
    requestId: crypto.randomUUID(),
    choice: { kind: 'machine', productId: miner.id, quantity: options.quantity ?? 2 },
    deliveryAddress: `telegram: @visitor_miner${options.tag ? `_${options.tag}` : ''}`,
  });
  expect(order.payment.state).toBe('awaiting_price');
  return order;
}

/** A cloud hash power package (not the 30-day one) at its first hashrate: quoted in USD. */
export async function placeHashpowerOrder(request: APIRequestContext): Promise<PublicOrder> {
  const pack = await firstProduct(
    request,
    'cloud-package',
    (p) => p.specs.periodDays !== TRIAL_PERIOD_DAYS,
  );
  const options = optionsFor(pack.specs.periodDays);
  const order = await place(request, {
    requestId: crypto.randomUUID(),
    choice: {
      kind: 'hashpower',
      productId: pack.id,
      hashrateTh: pack.specs.hashrateOptionsTh[0]!,
      durationDays: options.durations.includes(180) ? 180 : options.durations[0]!,
      powerDays: DEFAULT_POWER_DAYS,
    },
    deliveryAddress: 'telegram: @visitor_miner',
    selectedPool: 'F2Pool',
    paymentMethod: 'fufu',
  });
  expect(order.payment.state).toBe('awaiting_payment');
  return order;
}

/** The order as the operator reads it (with its derivation index and history). */
export async function operatorView(request: APIRequestContext, orderId: string): Promise<Order> {
  const admin = await adminRequest(request);
  const reply = await admin.get(`${API_URL}/api/orders?page=1&pageSize=5&q=${orderId}`);
  expect(reply.status()).toBe(200);
  const found = ((await reply.json()) as OrderPage).items.find((o) => o.orderId === orderId);
  expect(found).toBeDefined();
  return found!;
}

// A call with the admin session says where it comes from, as the site's pages do.
const ADMIN_ORIGIN = { Origin: siteAddresses().site };

/** The operator prices an order awaiting a price (the form's amount): its window starts. */
export async function priceOrder(
  request: APIRequestContext,
  orderId: string,
  amountBtc: number,
): Promise<void> {
  const admin = await adminRequest(request);
  const priced = await admin.put(`${API_URL}/api/orders/${orderId}`, {
    headers: ADMIN_ORIGIN,
    data: { orderId, totalAmount: amountBtc },
  });
  expect(priced.status(), await priced.text()).toBe(200);
}

/** The operator's form saved with another trade QR image ('' deletes it). */
export async function saveTradeQr(
  request: APIRequestContext,
  orderId: string,
  qrcode: string,
): Promise<void> {
  const admin = await adminRequest(request);
  const saved = await admin.put(`${API_URL}/api/orders/${orderId}`, {
    headers: ADMIN_ORIGIN,
    data: { orderId, qrcode },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Takes an order awaiting a price to paid through the operator's API calls (the journeys that
 * look at the list, not at the form): the price, then a confirmed payment of that amount (the
 * service records what the operator says was received, never an amount of its own).
 */
export async function priceAndConfirm(
  request: APIRequestContext,
  orderId: string,
  amountBtc: number,
): Promise<void> {
  // priceOrder logged this request context in (a second login would carry the session
  // without an Origin, which the CSRF check refuses).
  await priceOrder(request, orderId, amountBtc);
  const confirmed = await request.post(`${API_URL}/api/orders/${orderId}/confirm-payment`, {
    headers: ADMIN_ORIGIN,
    data: { receivedBtc: amountBtc, note: 'journey' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
