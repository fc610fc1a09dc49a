/**
 * What the journeys call to drive the test site's local Ethereum node (started by
 * `start-site.ts --test` on the site's `ethereumNode` port: tooling/launcher/site-ports.mjs).
 */
import { sitePorts } from '../launcher/site-ports.mjs';
import { nodeClient } from './node-client';

/** The test site's node, as a buyer's wallet (holding its USDT) and the miners use it. */
export const testSiteEthereum = nodeClient(`http://127.0.0.1:${sitePorts().ethereumNode}`);
