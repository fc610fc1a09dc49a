/**
 * A flash crowd: a draw opens at a fixed time and 200 buyers, each from an address of their
 * own (X-Forwarded-For, as the trusted proxy in front reports it), open the draw page's data
 * (the products and the market) and order within 10 s, each with the idempotency key the
 * checkout sends. A buyer refused with 429 waits its Retry-After (when it fits in the 10 s)
 * and tries once more with the same key. Reported: accepted, refused (429 with Retry-After),
 * the p99 of the order calls, and that every accepted order is stored (none lost, no 5xx).
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { buyerAddress, ORDER_BODY } from './load';

export const CROWD = { buyers: 200, seconds: 10 } as const;
/**
 * The crowd's database, on the bench's server: a site whose draw opens, not the thousands of
 * unpaid orders the load part left (each replica's sweeps read them all on FerretDB).
 */
export const CROWD_DB = 'minesite_crowd';

export interface CrowdResult {
  buyers: number;
  accepted: number;
  refused: number;
  /** Refusals without a usable Retry-After (a budget of none). */
  refusedWithoutRetryAfter: number;
  serverErrors: number;
  otherFailures: number;
  /** Accepted orders not found in the database afterwards (a budget of none). */
  lost: number;
  orderP99Ms: number;
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function flashCrowd(opts: {
  apiBase: string;
  mongoUri: string;
  dbName: string;
}): Promise<CrowdResult> {
  const orderTimes: number[] = [];
  const acceptedIds: string[] = [];
  let refused = 0;
  let refusedWithoutRetryAfter = 0;
  let serverErrors = 0;
  let otherFailures = 0;
  const started = performance.now();
  const deadline = started + CROWD.seconds * 1000;

  async function buyer(i: number) {
    // Arrivals spread over the first second, as a page opening at the hour brings them.
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    const headers = { 'x-forwarded-for': buyerAddress(i) };
    await Promise.all(
      ['/api/products?category=miner&page=1&pageSize=10', '/api/market'].map(async (path) => {
        const res = await fetch(`${opts.apiBase}${path}`, { headers });
        await res.arrayBuffer();
        if (res.status >= 500) serverErrors++;
      }),
    );
    const body = JSON.stringify({ ...ORDER_BODY, requestId: randomUUID() });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const t = performance.now();
      const res = await fetch(`${opts.apiBase}/api/orders`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const reply = (await res.json().catch(() => ({}))) as { orderId?: string };
      orderTimes.push(performance.now() - t);
      if (res.status === 201 || res.status === 200) {
        if (reply.orderId) acceptedIds.push(reply.orderId);
        return;
      }
      if (res.status >= 500) {
        serverErrors++;
        return;
      }
      if (res.status !== 429) {
        otherFailures++;
        return;
      }
      refused++;
      const wait = Number(res.headers.get('retry-after'));
      if (!(wait > 0)) {
        refusedWithoutRetryAfter++;
        return;
      }
      if (attempt === 2 || performance.now() + wait * 1000 > deadline) return;
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
  }

  await Promise.all(Array.from({ length: CROWD.buyers }, (_, i) => buyer(i)));
  const seconds = (performance.now() - started) / 1000;
  const client = await MongoClient.connect(opts.mongoUri);
  let lost = 0;
  try {
    const orders = client.db(opts.dbName).collection<{ _id: string }>('orders');
    for (const id of acceptedIds) if (!(await orders.findOne({ _id: id }))) lost++;
  } finally {
    await client.close();
  }
  orderTimes.sort((a, b) => a - b);
  return {
    buyers: CROWD.buyers,
    accepted: acceptedIds.length,
    refused,
    refusedWithoutRetryAfter,
    serverErrors,
    otherFailures,
    lost,
    orderP99Ms: percentile(orderTimes, 99),
    seconds,
  };
}
