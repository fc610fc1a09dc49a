// The token rails' account keys and token contracts from environment variables (read once at
// start by loadConfig). A rail without its key is off. A malformed key, a private one or one
// that is not an account's, or a contract that is no address of its chain, stops the start
// naming its variable.
import { RAIL_KEY_VARIABLES, type TokenRail } from '@minesite/shared/contract';
import { z } from 'zod';
import { parseEnv, type Env, type EnvResult } from '../../env-problems.js';
import { PaymentSetupError } from './payment-keys.js';
import { MAINNET_USDT_CONTRACTS } from './rail-amounts.js';
import {
  checksummedEthereumAddress,
  isTronAddress,
  parseTokenAccountKey,
  type TokenAccount,
} from './token-keys.js';

export const tokenRailEnvSchema = z.object({
  PAYMENT_TRON_ACCOUNT_XPUB: z.string().max(200).optional(),
  PAYMENT_ETH_ACCOUNT_XPUB: z.string().max(200).optional(),
  TRON_USDT_CONTRACT: z
    .string()
    .refine(isTronAddress, { message: 'must be a TRON address (T…)' })
    .default(MAINNET_USDT_CONTRACTS['usdt-tron']),
  ETH_USDT_CONTRACT: z
    .string()
    .transform((value, ctx) => {
      const address = checksummedEthereumAddress(value);
      if (!address) ctx.addIssue({ code: 'custom', message: 'must be an Ethereum address (0x…)' });
      return address ?? value;
    })
    .default(MAINNET_USDT_CONTRACTS['usdt-ethereum']),
  TRON_API_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message:
        'must be an http(s) URL of a TronGrid-compatible API such as https://api.trongrid.io',
    })
    .optional(),
  TRON_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(20),
  ETH_RPC_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL of an Ethereum JSON-RPC node',
    })
    .optional(),
  ETH_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
  ETH_CHAIN_ID: z.coerce
    .number({ error: 'must be a whole number (1 for Ethereum mainnet, 11155111 for Sepolia)' })
    .int({ error: 'must be a whole number (1 for Ethereum mainnet, 11155111 for Sepolia)' })
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  ETH_LOG_LOOKBACK_BLOCKS: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
});

/** The variable holding each token rail's account key. */
export const TOKEN_RAIL_KEY_VARIABLES = {
  'usdt-tron': RAIL_KEY_VARIABLES['usdt-tron'],
  'usdt-ethereum': RAIL_KEY_VARIABLES['usdt-ethereum'],
} as const satisfies Record<TokenRail, keyof z.output<typeof tokenRailEnvSchema>>;

export interface TokenRailConfig {
  /** Each token rail's account key; null: the rail is off. */
  accounts: Record<TokenRail, TokenAccount | null>;
  /** Each rail's token contract: only transfers of it are credited. */
  contracts: Record<TokenRail, string>;
  /** The TronGrid-compatible API the watcher asks (base URL, no trailing slash); null: off. */
  tronApiUrl: string | null;
  /** Blocks a TRON transfer needs before the order is paid. */
  tronConfirmations: number;
  /** The Ethereum JSON-RPC node the watcher asks; null: off. */
  ethRpcUrl: string | null;
  /** Blocks an Ethereum transfer needs before the order is paid. */
  ethConfirmations: number;
  /**
   * The chain id Ethereum payment links (EIP-681) name; null: the chain of the payment network
   * (1 on mainnet, Sepolia's on testnet, 1337 on regtest).
   */
  ethChainId: number | null;
  /** How far back (in blocks) the Transfer logs to an address are read. */
  ethLookbackBlocks: number;
}

export function parseTokenRailConfig(env: Env): EnvResult<TokenRailConfig> {
  const parsed = parseEnv(tokenRailEnvSchema, env);
  if (!parsed.success) return parsed;
  const problems: string[] = [];
  const accountOf = (rail: TokenRail): TokenAccount | null => {
    const variable = TOKEN_RAIL_KEY_VARIABLES[rail];
    const value = parsed.config[variable];
    if (!value) return null;
    try {
      return parseTokenAccountKey(value, rail, variable);
    } catch (error) {
      if (!(error instanceof PaymentSetupError)) throw error;
      problems.push(error.message);
      return null;
    }
  };
  const accounts = {
    'usdt-tron': accountOf('usdt-tron'),
    'usdt-ethereum': accountOf('usdt-ethereum'),
  };
  const contracts = {
    'usdt-tron': parsed.config.TRON_USDT_CONTRACT,
    'usdt-ethereum': parsed.config.ETH_USDT_CONTRACT,
  };
  return problems.length > 0
    ? { success: false, problems }
    : {
        success: true,
        config: {
          accounts,
          contracts,
          tronApiUrl: parsed.config.TRON_API_URL?.replace(/\/+$/, '') ?? null,
          tronConfirmations: parsed.config.TRON_CONFIRMATIONS,
          ethRpcUrl: parsed.config.ETH_RPC_URL ?? null,
          ethConfirmations: parsed.config.ETH_CONFIRMATIONS,
          ethChainId: parsed.config.ETH_CHAIN_ID ?? null,
          ethLookbackBlocks: parsed.config.ETH_LOG_LOOKBACK_BLOCKS,
        },
      };
}
