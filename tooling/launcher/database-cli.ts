// Starts the local database and prints its URI, or runs a command with MONGODB_URI set:
//   tsx launcher/database-cli.ts [--data-dir DIR]             keep a server running until Ctrl-C
//   tsx launcher/database-cli.ts [--data-dir DIR] -- CMD ARGS  run CMD against it, then stop
// When MONGODB_URI is already set, no server is started and CMD runs against that URI.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startDatabase, type RunningDatabase } from './database.js';
import { localPaymentAccount, paymentEnv } from './payment-account.js';

const defaultDataDir = fileURLToPath(new URL('../../.data/db', import.meta.url));
const paymentAccountFile = fileURLToPath(
  new URL('../../.data/payment-account.json', import.meta.url),
);

function parseArgs(argv: string[]) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const dirFlag = own.indexOf('--data-dir');
  const dataDir = dirFlag === -1 ? defaultDataDir : own[dirFlag + 1];
  if (!dataDir) throw new Error('--data-dir needs a folder');
  return { dataDir, command };
}

async function main() {
  const { dataDir, command } = parseArgs(process.argv.slice(2));
  let uri = process.env.MONGODB_URI;
  let database: RunningDatabase | undefined;
  if (!uri) {
    database = await startDatabase({ dataDir, log: (line) => console.error(`[database] ${line}`) });
    uri = database.uri;
  }

  let exiting = false;
  const shutdown = async (code: number) => {
    if (exiting) return;
    exiting = true;
    await database?.stop();
    process.exit(code);
  };

  if (command.length === 0) {
    console.log(`MONGODB_URI=${uri}`);
    process.on('SIGINT', () => void shutdown(0));
    process.on('SIGTERM', () => void shutdown(0));
    return;
  }

  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, {
    stdio: 'inherit',
    // The launcher's mark: an API started here (npm run dev -w services) may use the local
    // default admin password (services/src/modules/auth/auth-config.ts).
    // Orders are paid to the local regtest account unless PAYMENT_* says otherwise.
    env: {
      ...process.env,
      MONGODB_URI: uri,
      MINESITE_LAUNCHED: randomUUID(),
      ...paymentEnv(process.env, () => localPaymentAccount(paymentAccountFile)),
    },
  });
  // A terminal's Ctrl-C reaches the whole process group; forward other signals ourselves.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.once('error', (error) => {
    console.error(`cannot run ${program}: ${error.message}`);
    void shutdown(1);
  });
  child.once('exit', (code, signal) => void shutdown(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
