/**
 * What the journeys call to drive the test site's fake TRON API (fake-tron.ts, started by
 * `start-site.ts --test` on the site's `fakeTron` port: tooling/launcher/site-ports.mjs).
 */
import { postControl } from '../fake-chain/control';
import { sitePorts } from '../launcher/site-ports.mjs';

const FAKE_TRON_URL = `http://127.0.0.1:${sitePorts().fakeTron}`;

/** An unconfirmed transfer of `units` (millionths) of USDT to `to`, as a wallet sends it; its txid. */
export async function sendUsdtOnTron(to: string, units: number): Promise<string> {
  const { txid } = await postControl<{ txid: string }>(
    '/__control/transfer',
    { to, units },
    FAKE_TRON_URL,
  );
  return txid;
}

/** Confirms the unconfirmed transfers in the next block (and `blocks - 1` more); the height. */
export async function mineTron(blocks = 1): Promise<number> {
  const { height } = await postControl<{ height: number }>(
    '/__control/mine',
    { blocks },
    FAKE_TRON_URL,
  );
  return height;
}
