/**
 * Why an order's insert costs what it does: `npx tsx bench/write-probe.ts [seconds]` starts a
 * throw-away database and the service, makes one order through the API, then inserts at 50
 * concurrent clients: a small document and the stored order, each with and without the orders'
 * unique indexes, and the order less each of its larger parts. Prints each part's size too.
 */
import { MongoClient, type Db, type Document, type IndexDescription } from 'mongodb';
import { startReplica } from './api-site';
import { ORDER_BODY, rawLoop } from './load';
import { repo } from './options';
import { runProbe, startProbeDatabase } from './probe-site';

const seconds = Number(process.argv[2] ?? 4);

/** `op` at 50 concurrent clients for the probe's seconds: its rate and p99. */
async function rate(op: (i: number) => Promise<unknown>): Promise<string> {
  const run = await rawLoop(seconds, op);
  return `${run.perSecond.toFixed(0)}/s p99 ${run.p99Ms.toFixed(0)} ms`;
}

type Indexes = 'none' | 'key+slot' | 'all of orders';
let ordersIndexes: IndexDescription[] = [];

async function insertRun(db: Db, label: string, doc: Document, indexes: Indexes) {
  const name = `probe_${label.replace(/\W+/g, '_')}_${indexes.replace(/\W+/g, '')}`;
  const collection = db.collection<Document & { _id: string }>(name);
  await collection.drop().catch(() => undefined);
  if (indexes === 'key+slot') {
    await collection.createIndexes([
      { key: { requestKey: 1 }, name: 'requestKey_1', unique: true },
      { key: { openSlot: 1 }, name: 'openSlot_1', unique: true },
    ]);
  } else if (indexes === 'all of orders') {
    await collection.createIndexes(ordersIndexes);
  }
  const result = await rate((i) => {
    const id = `P${Date.now()}${i}`;
    return collection.insertOne({ ...doc, _id: id, orderId: id, requestKey: id, openSlot: id });
  });
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  console.log(
    `${label.padEnd(36)} ${indexes.padEnd(14)} ${String(bytes).padStart(6)} B  ${result}`,
  );
  await collection.drop().catch(() => undefined);
}

async function main() {
  const database = await startProbeDatabase();
  const service = await startReplica(repo, database.uri, database.serviceEnv);
  const client = await MongoClient.connect(database.uri);
  try {
    const res = await fetch(`${service.apiBase}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ORDER_BODY),
    });
    const { orderId } = (await res.json()) as { orderId: string };
    const db = client.db('minesite');
    const order = (await db.collection<Document>('orders').findOne({ _id: orderId as never }))!;
    await service.stop();
    console.log('The stored order, each top-level field in JSON bytes:');
    for (const [k, v] of Object.entries(order).sort(
      (a, b) => JSON.stringify(b[1] ?? null).length - JSON.stringify(a[1] ?? null).length,
    )) {
      console.log(`  ${k.padEnd(20)} ${JSON.stringify(v ?? null).length}`);
    }
    if (process.env.PROBE_DUMP) console.log(JSON.stringify(order, null, 1));
    ordersIndexes = (await db.collection('orders').indexes())
      .filter((index) => index.name !== '_id_')
      .map(({ key, name, unique }) => (unique ? { key, name, unique } : { key, name }));
    console.log(`orders' indexes: ${ordersIndexes.map((i) => i.name).join(', ')}`);
    const small = { status: 'pending', orderTime: new Date() };
    const { outbox: _o, quote: _q, product: _p, productInfo: _pi, ...bare } = order;
    const only = (process.env.PROBE_ONLY ?? '').split(',').filter(Boolean);
    const runs: [string, Document, Indexes][] = [
      ['small document', small, 'none'],
      ['small document', small, 'key+slot'],
      ['small document', small, 'all of orders'],
      ['the full order', order, 'none'],
      ['the full order', order, 'key+slot'],
      ['the full order', order, 'all of orders'],
      ['the order less outbox/quote/product/info', bare, 'key+slot'],
    ];
    for (const part of ['outbox', 'quote', 'payment', 'history', 'product', 'productInfo']) {
      const { [part]: _dropped, ...rest } = order;
      runs.push([`the order less ${part}`, rest, 'key+slot']);
    }
    for (const [label, doc, indexes] of runs) {
      if (only.length === 0 || only.some((word) => `${label} ${indexes}`.includes(word))) {
        await insertRun(db, label, doc, indexes);
      }
    }
  } finally {
    await client.close();
    await database.stop();
  }
}

runProbe(main);
