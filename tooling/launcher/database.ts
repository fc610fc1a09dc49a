// Starts a real MongoDB-wire server for local use and tests: mongod when installed, else
// FerretDB v1 (SQLite backend) built from ./ferretdb (ferretdb-build.ts), else an official
// ferretdb binary.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { freePort } from '@minesite/shared/testing/free-port';
import { buildFerretDb, isExecutable, isStale } from './ferretdb-build.js';

export interface DatabaseOptions {
  /** Folder for the server's files; created when missing. */
  dataDir: string;
  /** Receives the launcher's progress lines (not the server's own log). */
  log?: (line: string) => void;
  /** Where the built FerretDB binary is cached; default `<repo>/.cache/bin`. */
  binDir?: string;
  /**
   * The port to listen on (e.g. to start a stopped server again where its clients look for
   * it); default a free one.
   */
  port?: number;
}

export interface RunningDatabase {
  /** Connection string without a database name, e.g. `mongodb://127.0.0.1:41234/`. */
  uri: string;
  engine: 'mongod' | 'ferretdb-local' | 'ferretdb';
  stop(): Promise<void>;
}

interface ServerCommand {
  engine: RunningDatabase['engine'];
  command: string;
  args(port: number, dataDir: string): string[];
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const installHint =
  "install MongoDB's mongod, or Go (to build FerretDB), or set MONGODB_URI to a running MongoDB server";

const readyTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;
const startAttempts = 3;

export async function startDatabase(options: DatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? (() => {});
  await mkdir(options.dataDir, { recursive: true });
  const server = await chooseServer(options.binDir ?? join(repoRoot, '.cache', 'bin'), log);

  let lastError: Error | undefined;
  const attempts = options.port === undefined ? startAttempts : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await launch(server, port, options.dataDir, log);
    } catch (error) {
      // A server that exits at once usually lost its port to another process: try another.
      if (!(error instanceof StartFailure) || !error.exitedEarly) throw error;
      lastError = error;
      log(`${server.engine} did not start (attempt ${attempt} of ${attempts})`);
    }
  }
  throw lastError;
}

async function chooseServer(binDir: string, log: (line: string) => void): Promise<ServerCommand> {
  const mongod = await findOnPath('mongod');
  if (mongod) {
    return {
      engine: 'mongod',
      command: mongod,
      args: (port, dataDir) => [
        '--dbpath',
        dataDir,
        '--port',
        String(port),
        '--bind_ip',
        '127.0.0.1',
      ],
    };
  }

  const problems: string[] = ['mongod is not on the PATH'];
  const ferretLocal = join(binDir, 'ferretdb-local');
  const go = await findOnPath('go');
  const cached = await isExecutable(ferretLocal);
  if (go && (!cached || (await isStale(ferretLocal)))) {
    try {
      await buildFerretDb(go, ferretLocal, log);
    } catch (error) {
      problems.push((error as Error).message);
    }
  } else if (!go) {
    problems.push('go is not on the PATH');
  }
  if (await isExecutable(ferretLocal)) {
    return {
      engine: 'ferretdb-local',
      command: ferretLocal,
      args: (port, dataDir) => [
        '-listen-addr',
        `127.0.0.1:${port}`,
        '-data-dir',
        dataDir,
        '-stop-on-stdin-close',
      ],
    };
  }

  const ferretdb = await findOnPath('ferretdb');
  if (ferretdb) {
    return {
      engine: 'ferretdb',
      command: ferretdb,
      args: (port, dataDir) => [
        '--handler=sqlite',
        `--sqlite-url=file:${dataDir}/`,
        `--listen-addr=127.0.0.1:${port}`,
        '--telemetry=disable',
      ],
    };
  }
  problems.push('ferretdb is not on the PATH');
  throw new Error(`No local database server available: ${installHint}. (${problems.join('; ')})`);
}

async function launch(
  server: ServerCommand,
  port: number,
  dataDir: string,
  log: (line: string) => void,
): Promise<RunningDatabase> {
  const child = watch(
    spawn(server.command, server.args(port, dataDir), { stdio: ['pipe', 'pipe', 'pipe'] }),
  );
  liveServers.add(child);
  tieToParent();

  const uri = `mongodb://127.0.0.1:${port}/`;
  try {
    await waitUntilReady(uri, child);
  } catch (error) {
    const exitedEarly = child.ended;
    await terminate(child);
    throw new StartFailure(
      exitedEarly,
      `${server.engine} (${server.command}) did not become ready: ${(error as Error).message}\n` +
        child.tail.join('\n'),
      { cause: error },
    );
  }
  log(`${server.engine} is listening at ${uri} (data in ${dataDir})`);

  let stopping: Promise<void> | undefined;
  return {
    uri,
    engine: server.engine,
    stop() {
      stopping ??= terminate(child);
      return stopping;
    },
  };
}

class StartFailure extends Error {
  constructor(
    readonly exitedEarly: boolean,
    message: string,
    options: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface WatchedChild {
  process: ChildProcess;
  ended: boolean;
  exited: Promise<void>;
  /** The server's last output lines, for error messages. */
  tail: string[];
}

function watch(child: ChildProcess, lines = 40): WatchedChild {
  const watched: WatchedChild = {
    process: child,
    ended: false,
    exited: Promise.resolve(),
    tail: [],
  };
  watched.exited = new Promise((resolve) => {
    const end = () => {
      watched.ended = true;
      liveServers.delete(watched);
      resolve();
    };
    child.once('exit', end);
    child.once('error', (error) => {
      watched.tail.push(`cannot run ${child.spawnfile}: ${error.message}`);
      end();
    });
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      watched.tail.push(line);
      if (watched.tail.length > lines) watched.tail.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return watched;
}

async function waitUntilReady(uri: string, child: WatchedChild) {
  const deadline = Date.now() + readyTimeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.ended) {
      const { exitCode, signalCode } = child.process;
      throw new Error(`the server exited (${exitCode ?? signalCode ?? 'failed to start'})`);
    }
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
    try {
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.close().catch(() => {});
    }
    await sleep(250);
  }
  throw new Error(`no answer to ping within ${readyTimeoutMs} ms (${String(lastError)})`);
}

async function terminate(child: WatchedChild) {
  if (child.ended) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), stopTimeoutMs);
  await child.exited;
  clearTimeout(timer);
}

// Servers started by this process, killed when it ends. On a signal nobody else handles, the
// hook kills them and re-raises the signal so the default exit still happens; a program with
// its own signal handlers is expected to call stop(), and the exit hook backs it up.
// ferretdb-local also stops when its stdin closes, which covers a parent killed with SIGKILL.
const liveServers = new Set<WatchedChild>();
const parentSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let tied = false;

function killAll() {
  for (const child of liveServers) child.process.kill('SIGKILL');
}

function onParentSignal(signal: NodeJS.Signals) {
  if (process.listenerCount(signal) > 1) return;
  killAll();
  for (const s of parentSignals) process.off(s, onParentSignal);
  process.kill(process.pid, signal);
}

function tieToParent() {
  if (tied) return;
  tied = true;
  process.on('exit', killAll);
  for (const signal of parentSignals) process.on(signal, onParentSignal);
}

export async function findOnPath(command: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}
