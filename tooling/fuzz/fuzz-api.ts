/**
 * `npm run test:fuzz`: fuzzes the API from its own OpenAPI document with schemathesis
 * (`--checks all`, a fixed seed, a bounded number of cases), anonymously and with an admin
 * session at the same time, and exits non-zero when either run finds a failure.
 *
 * It starts everything it fuzzes: a throw-away database (or a database of its own on
 * MONGODB_URI), the fake chain and rate provider, and the API from source on a free port with
 * an admin password of its own, so it never touches a site a developer is running. The API's
 * log and the generated configurations go to .cache/fuzz/. schemathesis comes from its virtual
 * environment under .cache/ (installed here too when missing, as `npm test` does).
 *
 *   FUZZ_SEED (default 27), FUZZ_MAX_EXAMPLES (default 25) change the run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { startFakeChain } from '../fake-chain/fake-chain.js';
import { startFakeRates } from '../fake-chain/fake-rates.js';
import { freePort } from '@minesite/shared/testing/free-port';
import { startDatabase } from '../launcher/database.js';
import { newPaymentAccount, paymentEnv } from '../launcher/payment-account.js';
import {
  ensureSchemathesis,
  schemathesisCommand,
  SCHEMATHESIS_INSTALL_FAILED,
} from '../launcher/prerequisites.mjs';
import { runCommand } from '../launcher/test-bootstrap.mjs';
import { answersOk, startServiceProcess } from '../process/service-process.js';
import { schemathesisConfig } from './schemathesis-config.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
// Not under test-results/, which Playwright empties when it starts.
const outputDir = path.join(repo, '.cache/fuzz');
const seed = Number(process.env.FUZZ_SEED ?? 27);
const maxExamples = Number(process.env.FUZZ_MAX_EXAMPLES ?? 25);

const cleanups: (() => Promise<unknown>)[] = [];

async function main(): Promise<number> {
  try {
    await ensureSchemathesis(repo, {
      run: async (command, args) => {
        const code = await runCommand(command, args, { cwd: repo });
        if (code !== 0) throw new Error(`${command} exited with ${code}`);
      },
      log: (line) => console.log(line),
    });
  } catch {
    console.error(SCHEMATHESIS_INSTALL_FAILED);
    return 1;
  }
  await mkdir(outputDir, { recursive: true });

  const origin = await startApi();
  const productIds = await catalogProductIds(origin);
  const runs = [
    { name: 'anonymous', admin: undefined },
    {
      name: 'admin session',
      admin: { usernameVariable: 'FUZZ_ADMIN_USERNAME', passwordVariable: 'FUZZ_ADMIN_PASSWORD' },
    },
  ];
  // The two passes run at once (a core each on a 2-core machine): their cases touch different
  // data or tolerate each other's writes (a product the admin pass deletes answers 404, which
  // the anonymous pass accepts), and the limits that would make them collide are lifted below.
  const outcomes = await Promise.all(runs.map((run) => fuzzPass(run, origin, productIds)));
  const failed: string[] = [];
  for (const [i, run] of runs.entries()) {
    const { code, report, reportFile } = outcomes[i]!;
    console.log(
      `\nAPI fuzz (${run.name}): seed ${seed}, at most ${maxExamples} generated cases per operation and phase`,
    );
    if (code !== 0) {
      failed.push(run.name);
      console.error(report);
    } else {
      console.log(`${reportDigest(report)}\n(the whole report: ${reportFile})`);
    }
  }
  if (failed.length > 0) {
    console.error(`\nAPI fuzz failed (${failed.join(', ')}); the API's log: ${apiLog}`);
    return 1;
  }
  console.log('\nAPI fuzz: no failures, anonymously or with the admin session.');
  return 0;
}

/** One schemathesis run over the whole document; its report goes to a file beside its config. */
async function fuzzPass(
  run: { name: string; admin?: { usernameVariable: string; passwordVariable: string } },
  origin: string,
  productIds: string[],
): Promise<{ code: number; report: string; reportFile: string }> {
  const configFile = path.join(outputDir, `schemathesis-${run.admin ? 'admin' : 'anonymous'}.toml`);
  await writeFile(
    configFile,
    schemathesisConfig({ origin, seed, maxExamples, productIds, admin: run.admin }),
  );
  // schemathesis closes its report with a pytest-style line ("== 2 warnings in 37s ==") that
  // log readers take for a pytest run of no test: its report goes to a file, and only its
  // counts and warnings are printed (the whole report when the run fails).
  const reportFile = configFile.replace(/\.toml$/, '.log');
  const code = await runToFile(
    schemathesisCommand(repo),
    ['--config-file', configFile, 'run', `${origin}/api/openapi.json`, '--checks', 'all'],
    { cwd: outputDir, env: { ...process.env, ...adminCredentials } },
    reportFile,
  );
  return { code, report: await readFile(reportFile, 'utf8'), reportFile };
}

const apiLog = path.join(outputDir, 'api.log');
const adminCredentials = {
  FUZZ_ADMIN_USERNAME: 'admin',
  FUZZ_ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
};

/** Runs a command with its output (both streams) written to `file`; resolves with its exit code. */
function runToFile(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  file: string,
): Promise<number> {
  return new Promise((resolve) => {
    const out = createWriteStream(file);
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('error', (error) => {
      out.end(`cannot run ${command}: ${error.message}\n`, () => resolve(127));
    });
    child.once('close', (exitCode, signal) => {
      out.end(() => resolve(exitCode ?? (signal ? 1 : 0)));
    });
  });
}

/** The test-case counts and the warnings' headlines of a schemathesis report. */
function reportDigest(report: string): string {
  // eslint-disable-next-line no-control-regex -- colour codes, should a terminal be forced
  const lines = report.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const at = (heading: string) => lines.findIndex((line) => line.trim() === heading);
  const cases = lines[at('Test cases:') + 1]?.trim();
  const warnings: string[] = [];
  for (let i = at('Warnings:') + 1; i > 0 && lines[i]?.trim(); i++) {
    warnings.push(`  ${lines[i]!.trim()}`);
  }
  return [`test cases: ${cases ?? '(no count in the report)'}`, ...warnings].join('\n');
}

/** The database, the fakes and the API; returns the API's origin once it is healthy. */
async function startApi(): Promise<string> {
  let mongoUri = process.env.MONGODB_URI;
  const dbName = `fuzz_${randomBytes(4).toString('hex')}`;
  if (mongoUri) {
    // A server of someone else's: only the fuzz's own database goes, once the API stopped.
    const uri = mongoUri;
    cleanups.push(async () => {
      const client = await new MongoClient(uri).connect();
      await client.db(dbName).dropDatabase();
      await client.close();
    });
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'minesite-fuzz-db-'));
    const database = await startDatabase({ dataDir, log: (line) => console.log(`[db] ${line}`) });
    cleanups.push(async () => {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    });
    mongoUri = database.uri;
  }
  const chain = await startFakeChain();
  const rates = await startFakeRates();
  cleanups.push(
    () => chain.close(),
    () => rates.close(),
  );

  const port = await freePort();
  const log = createWriteStream(apiLog);
  const api = startServiceProcess(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'services/src/main.ts')],
    {
      cwd: repo,
      env: {
        ...process.env,
        MONGODB_URI: mongoUri,
        MONGODB_DB: dbName,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: adminCredentials.FUZZ_ADMIN_USERNAME,
        ADMIN_PASSWORD: adminCredentials.FUZZ_ADMIN_PASSWORD,
        CHAIN_API_URL: chain.url,
        // The chain is a local fake: its calls need no pacing to a public API's rate.
        CHAIN_API_MAX_RPS: '1000',
        MARKET_PROVIDER_URL: rates.url,
        ...paymentEnv(process.env, () => newPaymentAccount()),
        // The fuzz places thousands of orders, leads and logins from one address: the limits
        // (which have tests of their own) would answer most of them 429.
        PUBLIC_WRITE_LIMIT: '1000000',
        PUBLIC_WRITE_GLOBAL_LIMIT: '1000000',
        OPEN_ORDERS_PER_CLIENT: '10000',
        LOGIN_MAX_FAILURES: '1000',
        LOGIN_MAX_FAILURES_PER_CLIENT: '10000',
        LOGIN_MAX_FAILURES_PER_USERNAME: '100000',
        ORDER_READ_LIMIT: '1000000',
        ORDER_MISS_LIMIT: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  api.child.stdout!.pipe(log);
  api.child.stderr!.pipe(log);
  cleanups.push(api.stop);
  const origin = `http://127.0.0.1:${port}`;
  await api.healthy({
    isUp: answersOk(`${origin}/api/health`),
    name: `the API (its log: ${apiLog})`,
  });
  return origin;
}

/** Every product id of the seeded catalog, read page by page. */
async function catalogProductIds(origin: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const reply = await fetch(`${origin}/api/products?page=${page}&pageSize=100`);
    if (!reply.ok) throw new Error(`GET /api/products answered ${reply.status}`);
    const { items, total } = (await reply.json()) as { items: { id: string }[]; total: number };
    ids.push(...items.map((item) => item.id));
    if (items.length === 0 || ids.length >= total) return ids;
  }
}

/** Undoes what was started, newest first, once (a signal may come during the run). */
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().then(() => process.exit(1)));
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(code);
