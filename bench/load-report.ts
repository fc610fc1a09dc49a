/**
 * The load part of the bench, printed: each API call at 50 concurrent clients beside the
 * driver doing the same work (bench/load.ts), the budgets of the reads served from memory, and
 * for a call below its aim, where the time goes. Returns the budgets it finds exceeded.
 */
import { availableParallelism } from 'node:os';
import type { Breach } from './budgets';
import { measureCallCosts, printCallCosts, type CallCost } from './call-costs';
import { measureChain, printChain } from './chain-timing';
import { CROWD, CROWD_DB, flashCrowd } from './flash-crowd';
import { ms, percent, ratioText } from './format';
import { bareFloor, inTurn, inTurnText, IN_TURN } from './in-turn';
import { ratioBreaches, ratioBudgetsText, ratioTheCpuAllows } from './load-ratios';
import {
  AIM,
  CONNECTIONS,
  measureLoad,
  MEMORY_READS,
  ORDER_BODY,
  SLICES,
  type LoadRow,
  type Throughput,
} from './load';
import type { Role } from './process-cpu';
import type { WireCounter } from './wire-counter';

/** Below this, the driver's own loop is the bottleneck, not the service. */
const SLOW_DATABASE_PER_SECOND = 200;

/** The app's own cost of its cheapest call, one client in turn (bench/in-turn.ts). */
const HEALTH_BUDGET_MS = 1;

export async function reportLoad(opts: {
  apiBase: string;
  /** The same service behind the TLS proxy, measured apart. */
  proxiedBase?: string;
  mongoUri: string;
  seconds: number;
  /** Starts a second replica whose database commands are counted (after the load). */
  countedReplica?: () => Promise<{ apiBase: string; wire: WireCounter }>;
  /** The environment the replicas run with (for the app measured in the bench process). */
  env: Record<string, string>;
  /** The TLS certificate of the proxy, to call through it. */
  ca?: string;
  /** A replica with the production limits on a database of its own (CROWD_DB), for the crowd. */
  crowdReplica?: () => Promise<{ apiBase: string }>;
}): Promise<Breach[]> {
  const breaches: Breach[] = [];
  // The load first, on a database as fresh as the run's and with no other replica beside the
  // measured one: the orders the later parts create, and the replicas they start, would load
  // the database with their own background work (each replica's relay, mail and chain sweeps).
  const rows = await measureLoad({
    apiBase: opts.apiBase,
    mongoUri: opts.mongoUri,
    dbName: process.env.MONGODB_DB ?? 'minesite',
    seconds: opts.seconds,
  });
  console.log(
    `The service at ${CONNECTIONS} concurrent clients, ${opts.seconds} s each in ${SLICES} slices ` +
      `alternating with the driver's (ratio: API ÷ driver)`,
  );
  console.table(
    rows.map((r) => ({
      call: r.call,
      'API /s': Math.round(r.api.perSecond),
      'API p99': ms(r.api.p99Ms),
      'API p99 by slice': r.api.sliceP99Ms?.map(Math.round).join(' ') ?? '',
      'DB CPU by slice': r.api.sliceDatabaseCpu?.map(percent).join(' ') ?? '',
      'driver /s': Math.round(r.raw.perSecond),
      'driver p99': ms(r.raw.p99Ms),
      ratio: ratioText(r.api.perSecond / r.raw.perSecond),
      errors: r.api.errors,
    })),
  );
  printCpu(rows);
  console.log(`Budgets beside the driver: ${ratioBudgetsText()}.`);
  breaches.push(...ratioBreaches(rows));
  console.log(
    `Budget of the reads served from memory (${MEMORY_READS.calls.join(', ')}): ` +
      `≥ ${MEMORY_READS.perSecond}/s with p99 < ${MEMORY_READS.p99Ms} ms.\n`,
  );
  for (const r of rows.filter((row) =>
    (MEMORY_READS.calls as readonly string[]).includes(row.call),
  )) {
    const slowest = r.api.sliceP99Ms?.indexOf(r.api.p99Ms) ?? -1;
    const database = r.api.sliceDatabaseCpu?.[slowest];
    if (database !== undefined) {
      console.log(
        `  ${r.call}: the slowest slice (p99 ${ms(r.api.p99Ms)}) had the database at ` +
          `${percent(database)} of a core; the call asks it nothing, so that is its own work ` +
          '(the sweeps that read every order)',
      );
    }
    if (r.api.perSecond < MEMORY_READS.perSecond || r.api.p99Ms >= MEMORY_READS.p99Ms) {
      breaches.push({
        route: r.call,
        what: 'load at 50 clients',
        measured: `${Math.round(r.api.perSecond)}/s, p99 ${ms(r.api.p99Ms)}`,
        budget: `≥ ${MEMORY_READS.perSecond}/s, p99 < ${MEMORY_READS.p99Ms} ms`,
      });
    }
  }
  const low = rows.filter(
    (r) =>
      r.api.perSecond / r.raw.perSecond < AIM &&
      !(MEMORY_READS.calls as readonly string[]).includes(r.call),
  );
  // Counted before the reasons are printed, which name each call's commands.
  const costs = opts.countedReplica
    ? await measureCallCosts(await opts.countedReplica())
    : undefined;
  if (low.length > 0) {
    console.log(`Where the time goes (calls below ${AIM * 100}% of the driver):`);
    for (const r of low) {
      console.log(`  ${r.call}: database operations per call: ${opsOf(r, costs)}`);
      if (r.sameWrites) {
        console.log(
          `  ${r.call}: the driver doing the same writes (${r.sameWrites.writes}, with the ` +
            `same indexes): ${Math.round(r.sameWrites.perSecond)}/s, ` +
            `${Math.round((r.sameWrites.perSecond / r.raw.perSecond) * 100)}% of the raw ` +
            'inserts (the most this call can reach); the service reaches ' +
            `${Math.round((r.api.perSecond / r.sameWrites.perSecond) * 100)}% of that`,
        );
      }
      // A read's own figure (a write's raw insert is the table's baseline, not a read).
      if (r.call.startsWith('GET ') && r.raw.perSecond < SLOW_DATABASE_PER_SECOND) {
        console.log(
          `  ${r.call}: the database itself does the same read at ${Math.round(r.raw.perSecond)}/s ` +
            '(FerretDB v1 serves only `_id` lookups from an index; any other filter reads the ' +
            'whole collection, so this slows as the collection grows)',
        );
      }
    }
    console.log('');
  }
  if (costs) printCallCosts(costs);
  breaches.push(...(await reportChain(opts)));
  if (opts.crowdReplica) breaches.push(...(await reportCrowd(opts.crowdReplica, opts.mongoUri)));
  return breaches;
}

/**
 * The CPU each side's calls cost every process. While the processes keep every core busy, a
 * side's rate is the cores over its CPU per call, so the ratio the CPU allows (the driver
 * side's CPU per call over the API side's) is the most the row's ratio can reach on this
 * machine; the service's own column is what the service can still cut.
 */
function printCpu(rows: LoadRow[]) {
  const cpu = (t: Throughput, role: Role) => t.cpuMsPerCall?.[role] ?? 0;
  // None where /proc is missing, or when the bench calls a site it did not start.
  if (!rows.some((r) => r.api.cpuMsPerCall?.service !== undefined)) return;
  console.log(
    `CPU a call, ms, on ${availableParallelism()} cores (bench: this process, the load ` +
      "generator, the driver and the fakes; each side's background work, such as a chain " +
      'sweep, falls in its own figures)',
  );
  const fixed = (value: number) => value.toFixed(2);
  console.table(
    rows.map((r) => ({
      call: r.call,
      'driver: bench': fixed(cpu(r.raw, 'bench')),
      'driver: database': fixed(cpu(r.raw, 'database')),
      'API: bench': fixed(cpu(r.api, 'bench')),
      'API: service': fixed(cpu(r.api, 'service')),
      'API: database': fixed(cpu(r.api, 'database')),
      'ratio the CPU allows': ratioText(ratioTheCpuAllows(r)),
    })),
  );
}

/**
 * A call's database operations: the server's own counts where it reports them (MongoDB), else
 * the commands the counted replica sent on the wire (FerretDB reports none).
 */
function opsOf(row: LoadRow, costs: CallCost[] | undefined): string {
  const counted = row.dbOpsPerCall ?? costs?.find((c) => c.call === row.call)?.commands;
  if (!counted) return 'not reported by this database server';
  const ops = Object.entries(counted).map(([op, n]) => `${n} ${op}`);
  return `${ops.join(', ')}${row.dbOpsPerCall ? '' : ' (on the wire)'}; the driver does it in 1–2`;
}

async function reportChain(opts: {
  apiBase: string;
  proxiedBase?: string;
  mongoUri: string;
  env: Record<string, string>;
  ca?: string;
}): Promise<Breach[]> {
  const post = () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ORDER_BODY),
  });
  const made = await fetch(`${opts.apiBase}/api/orders`, post());
  const { orderId } = (await made.json()) as { orderId: string };
  const timings = await measureChain({
    mongoUri: opts.mongoUri,
    env: opts.env,
    calls: [
      { call: 'GET /api/health', path: '/api/health' },
      { call: 'GET /api/orders/{id}', path: `/api/orders/${orderId}` },
      { call: 'POST /api/orders', path: '/api/orders', init: post },
      { call: 'GET /api/products', path: '/api/products?category=miner&page=1&pageSize=10' },
      { call: 'GET /api/market', path: '/api/market' },
    ],
  });
  const health = await inTurn(`${opts.apiBase}/api/health`);
  const direct = health.medianMs;
  const proxied = opts.proxiedBase
    ? (await inTurn(`${opts.proxiedBase}/api/health`, opts.ca)).medianMs
    : undefined;
  const floor = await bareFloor();
  console.log(
    `GET /api/health, one client, calls in turn (after ${IN_TURN.warmCalls} to warm, the median ` +
      `of ${IN_TURN.batches} batches of ${IN_TURN.batchCalls}), the service itself (the bundled ` +
      `replica): ${inTurnText(health)}, budget < ${HEALTH_BUDGET_MS} ms\n` +
      `  the same client and body, a bare node:http server in a process of its own (this ` +
      `machine's floor): ${inTurnText(floor)}; the app's own: ` +
      `${(direct - floor.medianMs).toFixed(2)} ms a call`,
  );
  printChain(timings, proxied === undefined ? undefined : { direct, proxied });
  return direct < HEALTH_BUDGET_MS
    ? []
    : [
        {
          route: 'GET /api/health',
          what: 'one client, in turn',
          measured: `${direct.toFixed(2)} ms a call`,
          budget: `< ${HEALTH_BUDGET_MS} ms`,
        },
      ];
}

async function reportCrowd(
  start: () => Promise<{ apiBase: string }>,
  mongoUri: string,
): Promise<Breach[]> {
  const replica = await start();
  const result = await flashCrowd({
    apiBase: replica.apiBase,
    mongoUri,
    dbName: CROWD_DB,
  });
  console.log(
    `A flash crowd: ${CROWD.buyers} buyers, each from an address of its own, open the draw ` +
      `page's data and order within ${CROWD.seconds} s (a replica with the production limits)`,
  );
  console.table([
    {
      accepted: result.accepted,
      'refused (429)': result.refused,
      'refused without Retry-After': result.refusedWithoutRetryAfter,
      '5xx': result.serverErrors,
      other: result.otherFailures,
      lost: result.lost,
      'order p99': ms(result.orderP99Ms),
      seconds: result.seconds.toFixed(1),
    },
  ]);
  const breaches: Breach[] = [];
  const zero = (what: string, n: number) => {
    if (n > 0) breaches.push({ route: 'flash crowd', what, measured: String(n), budget: '0' });
  };
  zero('orders lost', result.lost);
  zero('5xx', result.serverErrors);
  zero('429 without Retry-After', result.refusedWithoutRetryAfter);
  if (result.seconds > CROWD.seconds) {
    breaches.push({
      route: 'flash crowd',
      what: 'time',
      measured: `${result.seconds.toFixed(1)} s`,
      budget: `${CROWD.seconds} s`,
    });
  }
  return breaches;
}
