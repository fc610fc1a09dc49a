/**
 * One client's calls in turn to `GET /api/health`: what HTTP and the app cost a call when
 * nothing else waits (budget: under 1 ms), beside the same client calling a bare `node:http`
 * server: this machine's floor for HTTP with that client, so the app's own share travels to
 * another machine as the difference.
 *
 * Warmed first: the health route is not among the load's calls, so its first few hundred calls
 * run in V8's interpreter (on the 2-core bench machine 1.2–1.3 ms a call, 0.5–0.8 ms once
 * compiled, on a quiet replica and on one that had just taken 4,000 orders alike). Then
 * batches, the median one reported: a chain sweep or a collector's pause that lands in one
 * batch moves that batch, not the figure; the spread of the batches is printed beside it.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { siteRequest } from './site-http';

export const IN_TURN = { warmCalls: 1000, batches: 5, batchCalls: 200 };

export interface InTurn {
  /** The median batch's time a call, ms. */
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/** Calls of `url` in turn with node's client (HTTPS trusting `ca`), as IN_TURN says. */
export async function inTurn(url: string, ca?: string): Promise<InTurn> {
  for (let i = 0; i < IN_TURN.warmCalls; i++) await siteRequest(url, { ca });
  const batches: number[] = [];
  for (let b = 0; b < IN_TURN.batches; b++) {
    const started = performance.now();
    for (let i = 0; i < IN_TURN.batchCalls; i++) await siteRequest(url, { ca });
    batches.push((performance.now() - started) / IN_TURN.batchCalls);
  }
  batches.sort((x, y) => x - y);
  return {
    medianMs: batches[Math.floor(batches.length / 2)]!,
    minMs: batches[0]!,
    maxMs: batches.at(-1)!,
  };
}

/** A server doing nothing but HTTP: the health answer's body, in a process of its own. */
const BARE_SERVER = `
const body = '{"status":"ok","database":"up"}';
const server = require('node:http').createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The same calls in turn to a bare `node:http` server (BARE_SERVER). */
export async function bareFloor(): Promise<InTurn> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // Its port, or the reason it has none (it exited first).
    const port = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    });
    return await inTurn(`http://127.0.0.1:${port}/api/health`);
  } finally {
    child.kill();
  }
}

export const inTurnText = ({ medianMs, minMs, maxMs }: InTurn) =>
  `${medianMs.toFixed(2)} ms a call (batches ${minMs.toFixed(2)}–${maxMs.toFixed(2)})`;
