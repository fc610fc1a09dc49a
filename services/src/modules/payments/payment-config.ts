// Where orders are paid and how long a quote holds, from environment variables (read once at
// start by loadConfig). The account key or fixed address is checked here, so a malformed one,
// or one of another network, stops the start with a message naming the variable. Without
// either, the settings page's values apply (modules/settings/payment-settings.ts). Confirmations
// are the chain watcher's (chain-config.ts).
import { PAYMENT_NETWORKS, type PaymentNetwork } from '@minesite/shared/contract';
import { z } from 'zod';
import {
  PaymentSetupError,
  parseAccountKey,
  parseFixedAddress,
  type PaymentAddressSource,
} from './addresses.js';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';

export const paymentEnvSchema = z.object({
  PAYMENT_ACCOUNT_XPUB: z.string().max(200).optional(),
  PAYMENT_ADDRESS: z.string().max(100).optional(),
  PAYMENT_NETWORK: z
    .enum(PAYMENT_NETWORKS, { error: `must be one of: ${PAYMENT_NETWORKS.join(', ')}` })
    .default('mainnet'),
  QUOTE_LIFETIME_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  QUOTE_MAX_RATE_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  QUOTE_HOLD_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  UNPAID_ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  OPEN_ORDERS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(10),
});

export interface PaymentConfig {
  network: PaymentNetwork;
  /**
   * An account key deriving one address per order, or the one fixed address; null when the
   * environment sets neither (the settings page's is used: modules/settings).
   */
  addresses: PaymentAddressSource | null;
  /** How long a buyer has to pay from the quote (or from the operator's price). */
  quoteLifetimeMs: number;
  /** A BTC rate older than this is not quoted with: the order awaits the operator's price. */
  maxRateAgeMs: number;
  /** How long a quote's price holds for an order naming it. */
  quoteHoldMs: number;
  /** Unpaid orders with nothing ever seen may be purged this long after they were made. */
  unpaidRetentionMs: number;
  /** Orders awaiting payment one client may hold at once (IPv6 by /64). */
  openOrdersPerClient: number;
  /** Which values the environment set: those win over the settings page's. */
  fromEnv: { addresses: boolean; network: boolean; quoteLifetime: boolean; confirmations: boolean };
}

export function parsePaymentConfig(env: Env): EnvResult<PaymentConfig> {
  const parsed = parseEnv(paymentEnvSchema, env);
  if (!parsed.success) return parsed;
  const vars = parsed.config;
  const network = vars.PAYMENT_NETWORK;
  let addresses: PaymentAddressSource | null;
  try {
    addresses = addressSource(vars.PAYMENT_ACCOUNT_XPUB, vars.PAYMENT_ADDRESS, network);
  } catch (error) {
    if (error instanceof PaymentSetupError) return { success: false, problems: [error.message] };
    throw error;
  }
  return {
    success: true,
    config: {
      network,
      addresses,
      quoteLifetimeMs: vars.QUOTE_LIFETIME_MINUTES * 60_000,
      maxRateAgeMs: vars.QUOTE_MAX_RATE_AGE_SECONDS * 1000,
      quoteHoldMs: vars.QUOTE_HOLD_SECONDS * 1000,
      unpaidRetentionMs: vars.UNPAID_ORDER_RETENTION_DAYS * 86_400_000,
      openOrdersPerClient: vars.OPEN_ORDERS_PER_CLIENT,
      fromEnv: {
        addresses: addresses !== null,
        network: env.PAYMENT_NETWORK !== undefined,
        quoteLifetime: env.QUOTE_LIFETIME_MINUTES !== undefined,
        confirmations: env.PAYMENT_CONFIRMATIONS !== undefined,
      },
    },
  };
}

function addressSource(
  accountKey: string | undefined,
  fixedAddress: string | undefined,
  network: PaymentNetwork,
): PaymentAddressSource | null {
  if (accountKey && fixedAddress) {
    throw new PaymentSetupError(
      'set PAYMENT_ACCOUNT_XPUB (an address per order) or PAYMENT_ADDRESS (one fixed address), not both',
    );
  }
  if (accountKey) return { kind: 'account', account: parseAccountKey(accountKey, network) };
  if (fixedAddress) {
    return { kind: 'fixed', address: parseFixedAddress(fixedAddress, network), network };
  }
  // Neither: the settings page's address is used; without one, orders are refused (503).
  return null;
}
