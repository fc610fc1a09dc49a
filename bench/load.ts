/**
 * The service under load: each API call at 50 concurrent clients
 * (autocannon) beside the same work done straight with the mongodb driver on the same
 * database, in the same run: the ratio says what the service adds. Every loop is bounded by
 * time; everything runs on localhost.
 */
import autocannon from 'autocannon';
import { MongoClient, type Db, type Document } from 'mongodb';
import { addCpu, cpuSeconds, cpuSince, type ByRole } from './process-cpu';

export const CONNECTIONS = 50;
/** The share of the driver's rate a call aims for; below it, the bench says why. */
export const AIM = 0.6;

/**
 * The public reads served from memory: at least 20 times the 53/s
 * `GET /api/products` managed from the database, with p99 under 100 ms.
 */
export const MEMORY_READS = {
  calls: ['GET /api/products', 'GET /api/market'],
  perSecond: 20 * 53,
  p99Ms: 100,
} as const;

export interface Throughput {
  perSecond: number;
  p99Ms: number;
  /** Each slice's own p99 in the order run, when the figure combines slices (the worst). */
  sliceP99Ms?: number[];
  /**
   * The database server's CPU in each of those slices, in shares of one core. For a call that
   * asks the database nothing (the reads served from memory), it is the database's own work:
   * a replica's sweep reading every order lands in one slice or another.
   */
  sliceDatabaseCpu?: number[];
  errors: number;
  /** Milliseconds of CPU a call, by role (bench/process-cpu.ts), over a row's slices. */
  cpuMsPerCall?: ByRole;
}

export interface LoadRow {
  call: string;
  api: Throughput;
  raw: Throughput;
  /** What one call costs the database, when the server reports operation counts. */
  dbOpsPerCall?: Record<string, number>;
  /**
   * The driver doing every write the call makes, to collections with the same indexes; and the
   * order's insert alone, into a collection indexed as the orders are (the ceiling of any call
   * that stores an order, with no other write).
   */
  sameWrites?: { perSecond: number; writes: string };
}

/**
 * The address of the `n`th buyer, as the trusted proxy in front reports it (X-Forwarded-For;
 * the bench's replicas trust one hop): 198.18.0.0/15, the range set aside for benchmarks, so
 * 131,072 buyers before one comes again.
 */
export const buyerAddress = (n: number) =>
  `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Each of a load's requests from a buyer of its own: fifty buyers ordering at once, as at a
 * draw's opening. From one address, every order of the load would hold one of that client's
 * open-order slots, and each create would try the slots from a random one past those its
 * earlier orders hold, an insert refused for each: 1.9–2.2 inserts an order after a row's
 * 3,500 orders, which no buyer's order makes.
 */
export function eachFromItsOwnAddress(): autocannon.Request {
  let buyer = 0;
  return {
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': buyerAddress(buyer++) },
    }),
  };
}

/** What the hash power checkout sends: the buyer's choice of a seeded package. */
export const ORDER_BODY = {
  choice: {
    kind: 'hashpower',
    productId: 'cloud-classic-180',
    hashrateTh: 50,
    durationDays: 180,
    powerDays: 3,
  },
  deliveryAddress: 'bench@example.com',
  selectedPool: 'AntPool',
  paymentMethod: 'manual',
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `CONNECTIONS` workers repeating `op` until the time is up. */
export async function rawLoop(
  seconds: number,
  op: (i: number) => Promise<unknown>,
): Promise<Throughput> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await op(next++);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p99Ms: percentile(latencies, 99), errors };
}

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function apiLoop(
  seconds: number,
  options: Partial<autocannon.Options> & { url: string },
): Promise<Throughput> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: seconds,
    ...options,
    // As a browser asks: the service compresses its larger answers (the products page).
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
  });
  return {
    perSecond: result['2xx'] / (result.duration || seconds),
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The database's operation counters, when it reports them (MongoDB does; not all servers do). */
async function opCounters(db: Db): Promise<Record<string, number> | undefined> {
  try {
    const status = await db.admin().command({ serverStatus: 1 });
    const counters = status.opcounters as Record<string, number> | undefined;
    return counters ? { ...counters } : undefined;
  } catch {
    return undefined;
  }
}

async function dbOpsPerCall(db: Db, calls: number, run: () => Promise<void>) {
  const before = await opCounters(db);
  await run();
  const after = await opCounters(db);
  if (!before || !after) return undefined;
  const per: Record<string, number> = {};
  for (const [op, count] of Object.entries(after)) {
    const delta = (count - (before[op] ?? 0)) / calls;
    if (delta >= 0.05) per[op] = Math.round(delta * 10) / 10;
  }
  return per;
}

type Stored = Document & { _id: string };

/**
 * A scratch copy of `name`'s indexes, to insert copies of its documents into: the same write,
 * index upkeep included, without touching the service's data.
 */
async function scratchLike(db: Db, name: string) {
  const scratch = db.collection<Stored>(`bench_same_${name}`);
  const indexes = (await db.collection(name).indexes()).filter((index) => index.name !== '_id_');
  if (indexes.length > 0) {
    await scratch.createIndexes(
      indexes.map(({ key, name: indexName, unique }) =>
        unique ? { key, name: indexName, unique } : { key, name: indexName },
      ),
    );
  }
  return scratch;
}

/**
 * What `POST /api/orders` asks of the database, done straight with the driver: one order
 * written by the service before is copied in turn into a collection indexed as the orders are
 * (its create key and its client's open-order slot under unique indexes: the call's one write).
 * The write limit counts in memory; the address run's insert, once per 16 orders, is left out.
 */
async function sameWritesAsPost(db: Db, seconds: number) {
  const order = await db.collection<Stored>('orders').findOne({}, { sort: { createdAt: -1 } });
  if (!order) return undefined;
  const orders = await scratchLike(db, 'orders');
  try {
    // Each copy its own id, create key and slot (all three unique).
    const run = await rawLoop(seconds, (i) => {
      const id = `SAME${Date.now()}${i}`;
      return orders.insertOne({
        ...order,
        _id: id,
        orderId: id,
        requestKey: id,
        openSlot: id,
        createdAt: new Date(),
      });
    });
    return { perSecond: run.perSecond, writes: 'the order, its key and slot indexed' };
  } finally {
    await orders.drop().catch(() => undefined);
  }
}

/**
 * How many slices each side of a row is measured in. The driver's and the service's slices
 * alternate (driver, service, service, driver, …), so the site's own background work (the chain
 * watcher's sweep of the orders a load has just made, every CHAIN_POLL_SECONDS; a collector's
 * pause; another process on the machine) lands on both sides alike: the ratio then says what the
 * service adds to the database's work, not which side a sweep fell in. Measured one side after
 * the other, the order read's ratio moved between 63% and 98% from run to run with the time a
 * sweep started.
 */
export const SLICES = 4;

/**
 * Each side runs this long before its slices, unmeasured. A call's first second at 50 clients
 * runs its code in V8's interpreter and builds what it keeps in memory: measured, it was the
 * row's worst slice (`GET /api/products`' first slice at p99 110 ms, its next three 28–57 ms),
 * a figure of the service's first second after a start, not of the service.
 */
const WARM_SECONDS = 1;

/**
 * The two sides of a row, each `seconds` in all, in alternating slices (see SLICES), with the
 * CPU each side's slices cost every process, per call.
 */
async function sideBySide(
  seconds: number,
  raw: (seconds: number) => Promise<Throughput>,
  api: (seconds: number) => Promise<Throughput>,
): Promise<{ raw: Throughput; api: Throughput }> {
  const slice = seconds / SLICES;
  // Warmed, not measured: see WARM_SECONDS.
  await raw(WARM_SECONDS);
  await api(WARM_SECONDS);
  const sides = { raw: new SideCpu(raw, slice), api: new SideCpu(api, slice) };
  for (let i = 0; i < SLICES; i++) {
    // ABBA: neither side always goes first, so a trend over the row (a database warming up,
    // growing) is shared too.
    const driverFirst = i % 2 === 0;
    if (driverFirst) await sides.raw.measure();
    await sides.api.measure();
    if (!driverFirst) await sides.raw.measure();
  }
  return { raw: sides.raw.combined(), api: sides.api.combined() };
}

/** One side's slices, with the CPU they cost. */
class SideCpu {
  private readonly slices: Throughput[] = [];
  /** CPU seconds by role, of each slice. */
  private readonly sliceCpu: ByRole[] = [];

  constructor(
    private readonly run: (seconds: number) => Promise<Throughput>,
    private readonly seconds: number,
  ) {}

  async measure(): Promise<void> {
    const before = cpuSeconds();
    this.slices.push(await this.run(this.seconds));
    this.sliceCpu.push(cpuSince(before));
  }

  combined(): Throughput {
    const calls = this.slices.reduce((sum, s) => sum + s.perSecond * this.seconds, 0);
    const cpuMsPerCall: ByRole = {};
    for (const [role, spent] of Object.entries(this.sliceCpu.reduce(addCpu, {}))) {
      cpuMsPerCall[role as keyof ByRole] = calls > 0 ? (spent * 1000) / calls : Number.NaN;
    }
    const sliceDatabaseCpu = this.sliceCpu.map((spent) => (spent.database ?? 0) / this.seconds);
    return { ...combined(this.slices), cpuMsPerCall, sliceDatabaseCpu };
  }
}

/** Slices of equal length as one run: the mean rate, the worst slice's p99, every error. */
function combined(slices: Throughput[]): Throughput {
  const sliceP99Ms = slices.map((s) => s.p99Ms);
  return {
    perSecond: slices.reduce((sum, s) => sum + s.perSecond, 0) / slices.length,
    p99Ms: Math.max(...sliceP99Ms),
    sliceP99Ms,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** Runs one timed part, saying on stderr when it starts and how long it took (a stall shows where). */
async function phase<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stderr.write(`  load: ${label}…`);
  const result = await run();
  process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

async function sequential(calls: number, url: string, init?: (i: number) => RequestInit) {
  for (let i = 0; i < calls; i++) {
    const res = await fetch(url, init?.(i));
    await res.arrayBuffer();
  }
}

export async function measureLoad(opts: {
  apiBase: string;
  mongoUri: string;
  dbName: string;
  seconds: number;
}): Promise<LoadRow[]> {
  const client = await MongoClient.connect(opts.mongoUri);
  const db = client.db(opts.dbName);
  const rawOrders = db.collection<{ _id: string; [field: string]: unknown }>('bench_raw_orders');
  const rows: LoadRow[] = [];
  try {
    const post = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ORDER_BODY),
    };
    // POST /api/orders beside inserting the same document; the buyers counted over the slices.
    const buyers = eachFromItsOwnAddress();
    const { api: apiPost, raw: rawInsert } = await phase(
      'POST /api/orders beside the driver inserting',
      () =>
        sideBySide(
          opts.seconds,
          (seconds) =>
            rawLoop(seconds, (i) =>
              rawOrders.insertOne({
                _id: `RAW${Date.now()}${i}`,
                orderId: `RAW${Date.now()}${i}`,
                choice: ORDER_BODY.choice,
                deliveryAddress: ORDER_BODY.deliveryAddress,
                selectedPool: ORDER_BODY.selectedPool,
                paymentMethod: ORDER_BODY.paymentMethod,
                status: 'pending',
                orderTime: new Date(),
              }),
            ),
          (seconds) =>
            apiLoop(seconds, {
              url: `${opts.apiBase}/api/orders`,
              ...post,
              requests: [buyers],
            } as never),
        ),
    );
    rows.push({
      call: 'POST /api/orders',
      api: apiPost,
      raw: rawInsert,
      dbOpsPerCall: await dbOpsPerCall(db, 20, () =>
        sequential(20, `${opts.apiBase}/api/orders`, (i) => ({
          ...post,
          headers: { ...post.headers, 'x-forwarded-for': buyerAddress(i) },
        })),
      ),
      sameWrites:
        apiPost.perSecond / rawInsert.perSecond < AIM
          ? await phase('the driver inserting orders', () => sameWritesAsPost(db, opts.seconds))
          : undefined,
    });

    // GET /api/products (the shop's first page) beside the same query and count.
    const products = db.collection('products');
    const filter = { category: 'miner' };
    const listUrl = `${opts.apiBase}/api/products?category=miner&page=1&pageSize=10`;
    const list = await phase('GET /api/products beside the driver listing', () =>
      sideBySide(
        opts.seconds,
        (seconds) =>
          rawLoop(seconds, () =>
            Promise.all([
              products.find(filter).sort({ sortOrder: 1, _id: 1 }).limit(10).toArray(),
              products.countDocuments(filter),
            ]),
          ),
        (seconds) => apiLoop(seconds, { url: listUrl }),
      ),
    );
    rows.push({
      call: 'GET /api/products',
      ...list,
      dbOpsPerCall: await dbOpsPerCall(db, 20, () => sequential(20, listUrl)),
    });

    // GET /api/market (from the service's copy in memory) beside reading the stored snapshot.
    const snapshots = db.collection<{ _id: string }>('market_snapshots');
    const marketUrl = `${opts.apiBase}/api/market`;
    const market = await phase('GET /api/market beside the driver reading it', () =>
      sideBySide(
        opts.seconds,
        (seconds) => rawLoop(seconds, () => snapshots.findOne({ _id: 'latest' })),
        (seconds) => apiLoop(seconds, { url: marketUrl }),
      ),
    );
    rows.push({
      call: 'GET /api/market',
      ...market,
      dbOpsPerCall: await dbOpsPerCall(db, 20, () => sequential(20, marketUrl)),
    });

    // GET /api/orders/{id} beside finding it.
    const created = (await (await fetch(`${opts.apiBase}/api/orders`, post)).json()) as {
      orderId: string;
    };
    // The orderId is the `_id` (services/src/modules/orders/repository.ts).
    const orders = db.collection<{ _id: string }>('orders');
    const orderUrl = `${opts.apiBase}/api/orders/${created.orderId}`;
    const read = await phase('GET /api/orders/{id} beside the driver reading it', () =>
      sideBySide(
        opts.seconds,
        (seconds) => rawLoop(seconds, () => orders.findOne({ _id: created.orderId })),
        (seconds) => apiLoop(seconds, { url: orderUrl }),
      ),
    );
    rows.push({
      call: 'GET /api/orders/{id}',
      ...read,
      dbOpsPerCall: await dbOpsPerCall(db, 20, () => sequential(20, orderUrl)),
    });
  } finally {
    await rawOrders.drop().catch(() => undefined);
    await client.close();
  }
  return rows;
}
