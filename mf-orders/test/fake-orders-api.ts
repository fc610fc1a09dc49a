/**
 * A stand-in for the orders API in component tests: `fetch` answers GET /api/orders/{id} with
 * the current copy of each order (the test changes it as the service would), and POST
 * …/payment, POST …/refund-address, POST …/rail and DELETE with what the test set, and GET
 * /api/payment-rails with the rails set (none: 404). Records the calls.
 */
import { vi } from 'vitest';

/** An order as the service answers it (or as an older service stored it). */
type Answered = { orderId: string };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeOrdersApi(orders: Answered[]) {
  const current = new Map(orders.map((order) => [order.orderId, order]));
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let rails: string[] | null = null;

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path, ...(body ? { body } : {}) });
    if (path === '/api/payment-rails') return rails ? json({ rails }) : json({}, 404);
    const [, orderId = '', action] = /^\/api\/orders\/([^/]+)(?:\/([\w-]+))?$/.exec(path) ?? [];
    const order = current.get(decodeURIComponent(orderId));
    if (!order) return json({ error: 'not found', code: 'order_not_found' }, 404);
    const reply = replies.get(`${request.method} ${action ?? ''}`);
    if (reply) return json(reply.body, reply.status);
    return json(order);
  });

  return {
    calls,
    /** The service's copy changes (the watcher saw a payment, the operator set a price). */
    update(order: Answered) {
      current.set(order.orderId, order);
    },
    answerPayment(status: number, body: unknown) {
      replies.set('POST payment', { status, body });
    },
    answerRefundAddress(status: number, body: unknown) {
      replies.set('POST refund-address', { status, body });
    },
    answerRails(list: string[]) {
      rails = list;
    },
    answerChangeRail(status: number, body: unknown) {
      replies.set('POST rail', { status, body });
    },
    answerDelete(status: number, body: unknown) {
      replies.set('DELETE ', { status, body });
    },
    orderReads: (orderId: string) =>
      calls.filter((call) => call.method === 'GET' && call.path === `/api/orders/${orderId}`)
        .length,
  };
}
