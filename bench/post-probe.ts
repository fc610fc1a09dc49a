/**
 * Where the database's time goes while `POST /api/orders` is under load:
 * `npx tsx bench/post-probe.ts [seconds]` starts a throw-away database and one service whose
 * commands go through the wire counter, runs the bench's 50 clients at the call, and prints each
 * command (with its collection) during the load and in the seconds after it: how many, and the
 * summed time the database took to answer them. Then the driver's raw insert beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient, type Document } from 'mongodb';
import { startReplica } from './api-site';
import { CONNECTIONS, ORDER_BODY, rawLoop } from './load';
import { repo } from './options';
import { runProbe, startProbeDatabase } from './probe-site';
import { startWireCounter, type WireCounter } from './wire-counter';

const seconds = Number(process.argv[2] ?? 6);

/** CPU seconds (user + system) of each child process of this one, by its command's name. */
function childCpu(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const name = cmd.some((arg) => arg.includes('main.js')) ? 'service' : path.basename(cmd[0]!);
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      cpu.set(name, (cpu.get(name) ?? 0) + seconds);
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}

function printCpu(label: string, before: Map<string, number>, calls: number) {
  const after = childCpu();
  const parts = [...after].map(
    ([name, s]) => `${name} ${(((s - (before.get(name) ?? 0)) * 1000) / calls).toFixed(2)} ms`,
  );
  console.log(`CPU per ${label}: ${parts.join(', ')}`);
}

function print(label: string, wire: WireCounter, calls: number) {
  const waits = wire.waits();
  console.log(`${label} (per order, of ${calls}):`);
  const rows = [...wire.counts()].sort((a, b) => (waits.get(b[0]) ?? 0) - (waits.get(a[0]) ?? 0));
  for (const [command, count] of rows) {
    const ms = waits.get(command) ?? 0;
    console.log(
      `  ${command.padEnd(40)} ${(count / calls).toFixed(2).padStart(6)} a call  ${(ms / count).toFixed(1).padStart(7)} ms each  ${(ms / 1000).toFixed(1).padStart(6)} s in all`,
    );
  }
}

async function main() {
  const database = await startProbeDatabase();
  const wire = await startWireCounter(database.uri);
  const service = await startReplica(
    repo,
    wire.uri,
    database.serviceEnv,
    process.env.PROBE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROBE_PROFILE}`] : [],
  );
  const client = await MongoClient.connect(database.uri);
  try {
    const body = JSON.stringify(ORDER_BODY);
    const url = `${service.apiBase}/api/orders`;
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const raw = client.db('minesite').collection<Document & { _id: string }>('probe_raw');
    const rawCpu = childCpu();
    const rawRun = await rawLoop(seconds, (i) =>
      raw.insertOne({ _id: `R${i}`, ...ORDER_BODY, status: 'pending' }),
    );
    console.log(`the driver's raw insert: ${rawRun.perSecond.toFixed(0)}/s`);
    printCpu('raw insert', rawCpu, rawRun.perSecond * seconds);
    wire.reset();
    const loadCpu = childCpu();
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: seconds,
    });
    const made = result['2xx'];
    console.log(
      `POST /api/orders: ${(made / seconds).toFixed(0)}/s p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    );
    print('during the load', wire, made);
    printCpu('order during the load', loadCpu, made);
    wire.reset();
    const afterCpu = childCpu();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    printCpu('order in the 10 s after', afterCpu, made);
    print('the 10 s after it', wire, made);
  } finally {
    await client.close();
    await service.stop();
    await wire.close();
    await database.stop();
  }
}

runProbe(main);
