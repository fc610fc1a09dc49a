/**
 * What one call costs the database: each call made in turn on the counted replica
 * (bench/api-site.ts), its commands read off the wire (bench/wire-counter.ts), per call.
 */
import { randomUUID } from 'node:crypto';
import { buyerAddress, ORDER_BODY } from './load';
import { perCall, type WireCounter } from './wire-counter';

export interface CallCost {
  call: string;
  writes: number;
  roundTrips: number;
  commands: Record<string, number>;
}

const CALLS = 40;

/** Tries of a call the service answered 503 (the database out of time), as a client would. */
const TRIES = 3;

async function callsInTurn(calls: number, url: string, init?: () => RequestInit) {
  for (let i = 0; i < calls; i++) {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(url, init?.());
      await res.arrayBuffer();
      if (res.status < 400) break;
      // Right after the load the database may still be busy with what it left (notices relayed,
      // addresses watched): a 503 says when to come back.
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status !== 503 || attempt === TRIES || !Number.isFinite(retryAfter)) {
        throw new Error(`${url}: ${res.status}`);
      }
      process.stderr.write(`  ${url}: 503, again in ${retryAfter} s\n`);
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }
}

export async function measureCallCosts(counted: {
  apiBase: string;
  wire: WireCounter;
}): Promise<CallCost[]> {
  const { apiBase, wire } = counted;
  // Each order from a buyer of its own, as in the load (eachFromItsOwnAddress).
  let buyer = 0;
  const post = (body: object) => () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': buyerAddress(buyer++) },
    body: JSON.stringify(body),
  });
  // Warm: the catalog, the market and the settings are read once, then kept.
  const made = await fetch(`${apiBase}/api/orders`, post(ORDER_BODY)());
  const { orderId } = (await made.json()) as { orderId: string };
  await callsInTurn(2, `${apiBase}/api/products?category=miner&page=1&pageSize=10`);
  await callsInTurn(2, `${apiBase}/api/market`);
  const calls: [string, string, (() => RequestInit)?][] = [
    ['POST /api/orders', `${apiBase}/api/orders`, post(ORDER_BODY)],
    [
      'POST /api/orders (with requestId, as the checkout sends)',
      `${apiBase}/api/orders`,
      () => post({ ...ORDER_BODY, requestId: randomUUID() })(),
    ],
    ['GET /api/orders/{id}', `${apiBase}/api/orders/${orderId}`],
    ['GET /api/products', `${apiBase}/api/products?category=miner&page=1&pageSize=10`],
    ['GET /api/market', `${apiBase}/api/market`],
    ['GET /api/health', `${apiBase}/api/health`],
  ];
  const costs: CallCost[] = [];
  for (const [call, url, init] of calls) {
    wire.reset();
    await callsInTurn(CALLS, url, init);
    costs.push({ call, ...perCall(wire.counts(), CALLS) });
  }
  return costs;
}

export function printCallCosts(costs: CallCost[]): void {
  console.log(
    `Database commands per call (${CALLS} calls in turn on a second replica, counted on the wire)`,
  );
  console.table(
    costs.map((c) => ({
      call: c.call,
      writes: c.writes.toFixed(1),
      'round trips': c.roundTrips.toFixed(1),
      commands: Object.entries(c.commands)
        .map(([command, n]) => `${n} ${command}`)
        .join(', '),
    })),
  );
}
