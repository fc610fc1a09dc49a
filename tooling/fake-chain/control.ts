/**
 * What the journeys call to drive the test site's fake chain (fake-chain.ts, started by
 * `start-site.ts --test` on the site's `fakeChain` port: tooling/launcher/site-ports.mjs).
 */
import { sitePorts } from '../launcher/site-ports.mjs';

const ports = sitePorts();

/** The fake chain of the test site (FAKE_CHAIN_URL for another one). */
export const FAKE_CHAIN_URL = process.env.FAKE_CHAIN_URL ?? `http://127.0.0.1:${ports.fakeChain}`;

/** A control call to the fake server at `baseUrl` (the fake chain's by default); its answer. */
export async function postControl<T>(
  path: string,
  body: unknown,
  baseUrl = FAKE_CHAIN_URL,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${baseUrl}${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A transaction paying `amountBtc` to `address`, in the mempool; its txid. */
export async function payToAddress(
  address: string,
  amountBtc: number,
  options: { txid?: string; baseUrl?: string } = {},
): Promise<string> {
  const { txid } = await postControl<{ txid: string }>(
    '/__control/pay',
    { address, amountBtc, ...(options.txid ? { txid: options.txid } : {}) },
    options.baseUrl,
  );
  return txid;
}

/** Mines the mempool into the next block (and `blocks - 1` more); the new tip height. */
export async function mine(blocks = 1, baseUrl?: string): Promise<number> {
  return (await postControl<{ height: number }>('/__control/mine', { blocks }, baseUrl)).height;
}

/**
 * Mines a block of only these transactions (the rest stay in the mempool): a journey confirms
 * its own payment and never one another journey, running beside it, still expects unconfirmed.
 */
export async function mineOnly(txids: readonly string[], baseUrl?: string): Promise<number> {
  return (await postControl<{ height: number }>('/__control/mine', { txids }, baseUrl)).height;
}

/** Makes every Esplora call answer 503 (true) or work again (false). */
export async function setChainDown(down: boolean, baseUrl?: string): Promise<void> {
  await postControl('/__control/down', { down }, baseUrl);
}
