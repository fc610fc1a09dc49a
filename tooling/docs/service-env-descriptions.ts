// What each variable of the service's configuration schemas means, for docs/configuration.md.
// Each map is typed by its schema's keys, so a variable added to a schema without a line here
// fails the type check (and the configuration doc's test).
import type { z } from 'zod';
import { envSchema } from '../../services/src/config.js';
import { authEnvSchema } from '../../services/src/modules/auth/auth-config.js';
import { marketEnvSchema } from '../../services/src/modules/market/market-config.js';
import { metricsEnvSchema } from '../../services/src/modules/metrics/metrics-config.js';
import { mailEnvSchema } from '../../services/src/modules/notifications/mail-config.js';
import { chainEnvSchema } from '../../services/src/modules/payments/chain-config.js';
import { paymentEnvSchema } from '../../services/src/modules/payments/payment-config.js';
import { tokenRailEnvSchema } from '../../services/src/modules/payments/token-rail-config.js';
import { webhookEnvSchema } from '../../services/src/modules/webhooks/webhook-config.js';
import { tracingEnvSchema } from '../../services/src/telemetry/tracing-config.js';

/**
 * A variable's meaning; `accepts` and `default` say what a schema's refinement or the code
 * computes where the schema itself states nothing (the schema's own wins when it does).
 */
export type Description = string | { text: string; accepts?: string; default?: string };

export interface SchemaGroup {
  title: string;
  /** The module that reads and checks the variables, from the repository's root. */
  file: string;
  shape: Record<string, z.ZodType>;
  /** A variable described in an earlier group (read by several schemas) is null here. */
  descriptions: Record<string, Description | null>;
}

type Described<Shape> = Record<keyof Shape, Description | null>;

const httpUrl = 'an http(s) URL';

const server: Described<typeof envSchema.shape> = {
  PORT: 'The API port.',
  HOST: {
    text: 'The API bind address. A non-loopback address without `ADMIN_PASSWORD` or `ADMIN_PASSWORD_HASH` refuses to start.',
    default: '`127.0.0.1` without a configured admin password, `0.0.0.0` with one',
  },
  MONGODB_URI: {
    text: 'The MongoDB connection string. The launcher starts a local server and sets it when unset.',
    accepts: '`mongodb://` or `mongodb+srv://` URL',
  },
  MONGODB_DB: 'The database name.',
  DB_OPERATION_TIMEOUT_MS:
    'Client-side limit on each stage of a database operation (a pooled connection, opening one, each answer); past it the call answers 503 with `Retry-After` instead of hanging.',
  CORS_ORIGINS: {
    text: 'Origins allowed to call the API (and to send the admin cookie on a write: CSRF check).',
    accepts: 'comma-separated origins (scheme, host, optional port)',
  },
  TLS_CERT_FILE:
    'PEM certificate file: with `TLS_KEY_FILE`, the API serves HTTPS; neither, plain HTTP.',
  TLS_KEY_FILE: 'PEM key file, with `TLS_CERT_FILE`.',
  LOG_LEVEL: 'The pino log level.',
  SHUTDOWN_TIMEOUT_MS: 'On SIGTERM, forced exit after this long.',
  TRUST_PROXY:
    '`true` behind a load balancer that sets `X-Forwarded-For`/`-Proto`: client address for the limits, HTTPS detection, HSTS, Secure cookie.',
  TRUST_PROXY_HOPS:
    'How many proxies are trusted: the client address is the one the outermost saw (Koa `maxIpsCount`), never one the client wrote.',
  COOKIE_SECURE:
    "The session cookie's Secure flag: `auto` when the request came over HTTPS (also behind a TLS proxy).",
  PUBLIC_WRITE_LIMIT:
    "Public writes (orders, payments, contacts, consultations, uploads) per client and route in the window; then 429. Unset, the settings page's value applies; set, it wins and shows read-only there.",
  PUBLIC_WRITE_WINDOW_SECONDS: 'The window of the public write limits.',
  PUBLIC_WRITE_GLOBAL_LIMIT:
    "The same writes from all clients together per route in the window (counted in MongoDB). `POST /api/orders` counts both limits in each replica's memory (N replicas: up to N × each), while `OPEN_ORDERS_PER_CLIENT` still caps what a client holds.",
  ORDER_READ_LIMIT:
    'Calls naming an order by its id (read, pay, give up) per client in the window; then 429.',
  ORDER_MISS_LIMIT:
    'Of those, calls naming no order; a client out of misses is refused before the lookup.',
  ORDER_READ_WINDOW_SECONDS: 'The window of the order lookup limits.',
  LEAD_RETENTION_DAYS:
    'Contacts and power consultations still `new` after this many days are deleted by an hourly sweep, which logs the count when it deletes any.',
  IMAGE_WORK_CONCURRENCY:
    'Images sharp reads or writes at once in the process; up to 8 more uploads wait at most 3 s, the rest get 503.',
  DOWNLOAD_MAX_MB:
    'The largest file the admin may upload as a download; larger is refused with 413 while it streams.',
  SHUTDOWN_READINESS_DELAY_MS:
    'On SIGTERM, how long the service reports not-ready before it drains (about 10000 behind a load balancer).',
};

const auth: Described<typeof authEnvSchema.shape> = {
  NODE_ENV:
    '`production` requires `ADMIN_PASSWORD_HASH` (or `ADMIN_PASSWORD`) and `METRICS_TOKEN`, and never allows the local default password.',
  ADMIN_USERNAME: "The admin's username.",
  ADMIN_PASSWORD: {
    text: "The admin's password, hashed with scrypt at start. Unset, the local default `admin123` works only in an API the launcher started (`MINESITE_LAUNCHED`), on a loopback address, outside production; otherwise the API refuses to start.",
    default: 'unset (local default `admin123`)',
  },
  ADMIN_PASSWORD_HASH: {
    text: 'Instead of `ADMIN_PASSWORD` (not both): a ready scrypt hash; make one with `npx tsx services/src/modules/auth/hash-password-cli.ts`. Hashes weaker than N=2^17 are refused.',
    accepts: '`scrypt:<N>:<r>:<p>:<salt base64>:<key base64>`',
  },
  SESSION_TTL_MINUTES: 'How long an admin session lasts after login.',
  LOGIN_MAX_FAILURES:
    'Failed logins per client address and username in the window (per device for a browser that logged in before); then 429.',
  LOGIN_MAX_FAILURES_PER_CLIENT: 'Failed logins per client address over all usernames; then 429.',
  LOGIN_MAX_FAILURES_PER_USERNAME:
    'Failed logins per username over all addresses; past it, browsers without the device cookie are slowed down, not refused.',
  LOGIN_WINDOW_MINUTES: 'The window of the login counts.',
  LOGIN_SLOWDOWN_MAX_MS:
    "Past the per-username count, a stranger's attempts take turns: the first waits a 40th of this, each next one twice as long, up to this.",
};

const market: Described<typeof marketEnvSchema.shape> = {
  MARKET_PROVIDER_URL: {
    text: 'CoinGecko-style market API for `GET /api/market` (`/coins/markets`, `/global`) and the BTC rates quotes use (`/exchange_rates`: usd, cny, eur); the test site points it at its fake rate provider.',
    accepts: httpUrl,
  },
  MARKET_CACHE_SECONDS:
    'How long a provider answer is served from memory and MongoDB before asking again; a failed provider is not asked again within it either.',
  MARKET_PROVIDER_TIMEOUT_MS:
    'A provider call taking longer is abandoned and the stored snapshot answers.',
};

const metrics: Described<typeof metricsEnvSchema.shape> = {
  METRICS_TOKEN:
    'Bearer token for `GET /api/metrics`. Required with `NODE_ENV=production` or `TRUST_PROXY=true`; unset in plain local use, only a loopback client may read the metrics.',
  NODE_ENV: null,
  TRUST_PROXY: null,
};

const mail: Described<typeof mailEnvSchema.shape> = {
  SMTP_URL: {
    text: 'Where e-mail notifications are sent (`smtp://user:password@host:587`, STARTTLS when offered, or `smtps://…:465`). Unset, messages are kept `held` and shown at `/admin/notifications`.',
    accepts: '`smtp://` or `smtps://` URL',
  },
  MAIL_FROM: 'The sender of the e-mails.',
  NOTIFY_EMAIL:
    "The operator's address (new orders, orders awaiting a price, payments, leads); unset, the settings page's, else the operator's messages are held.",
  NOTIFY_LOCALE:
    "The language of the operator's e-mails; a buyer's are in the language the order was placed in.",
  SITE_URL: {
    text: "The site's address, for the admin links in the operator's e-mails (never a buyer's order link).",
    accepts: httpUrl,
  },
  MAIL_MAX_ATTEMPTS: 'Attempts before a message the server refuses is `failed`.',
  MAIL_RETRY_BASE_SECONDS:
    'The wait after the first failed attempt; each next one waits twice as long.',
};

const chain: Described<typeof chainEnvSchema.shape> = {
  CHAIN_API_URL: {
    text: "An Esplora-compatible API (`https://mempool.space/api`; `…/testnet/api` off mainnet) the chain watcher asks about unpaid orders' addresses. Unset, detection is off: the buyer's claim and the operator's confirmation are the path. The test site runs a local fake.",
    accepts: httpUrl,
  },
  CHAIN_API_TIMEOUT_MS: 'A chain call taking longer counts as the API being down.',
  CHAIN_API_MAX_RPS: 'Requests per second to the chain API at most.',
  CHAIN_POLL_SECONDS: 'How often the watcher looks (one API replica at a time).',
  PAYMENT_CONFIRMATIONS: 'Blocks a payment needs before the order is paid.',
  PAYMENT_SETTLE_DEPTH: 'Blocks deep after which a paid transaction is no longer followed closely.',
  PAYMENT_MONITORING_HOURS:
    'How long after its window an address is watched at every poll (then the late sweep).',
  CHAIN_LATE_CHECK_HOURS: "The late sweep's pace, for as long as the order exists.",
  CHAIN_QUEUE_MAX: "Chain calls waiting at most; a buyer's claim beyond is a 503 `chain_busy`.",
};

const payment: Described<typeof paymentEnvSchema.shape> = {
  PAYMENT_ACCOUNT_XPUB:
    "The shop wallet's account-level extended public key (xpub/ypub/zpub; tpub/upub/vpub off mainnet): one receive address per order, m/0/i (xpub → `1…`, ypub → `3…`, zpub → `bc1q…`), indexes handed out in turn; set the wallet's gap limit above the number of orders left unpaid in a row. Checked at start (checksum, network); never a private key. The launcher makes a local regtest one when neither this nor `PAYMENT_ADDRESS` is set.",
  PAYMENT_ADDRESS:
    "Instead of `PAYMENT_ACCOUNT_XPUB` (not both): one fixed address for every order (the operator confirms payments). Neither set: the settings page's address; none there, new orders get 503 `payment_not_configured`.",
  PAYMENT_NETWORK:
    "The network keys and addresses must belong to; another network's stops the start.",
  QUOTE_LIFETIME_MINUTES:
    "The payment window: how long a quote (or the operator's price) can be paid.",
  QUOTE_MAX_RATE_AGE_SECONDS:
    "A BTC rate older than this is not quoted with: orders are created awaiting the operator's price.",
  QUOTE_HOLD_SECONDS: "How long a quote's price holds for an order naming its `quoteId`.",
  UNPAID_ORDER_RETENTION_DAYS:
    'Unpaid orders that nothing paid, named or touched are purged after this.',
  OPEN_ORDERS_PER_CLIENT: 'Orders awaiting payment one client (IPv6 by /64) may hold.',
};

const tokenRails: Described<typeof tokenRailEnvSchema.shape> = {
  PAYMENT_TRON_ACCOUNT_XPUB:
    "The shop's TRON wallet account key (the `xpub` of m/44'/195'/0'): one `T…` address per order paid in USDT on TRON, m/0/i, indexes handed out in turn. Unset, USDT on TRON is off. Checked at start (checksum, account depth); never a private key.",
  PAYMENT_ETH_ACCOUNT_XPUB:
    "The shop's Ethereum wallet account key (the `xpub` of m/44'/60'/0'): one EIP-55 `0x…` address per order paid in USDT on Ethereum, m/0/i, indexes handed out in turn. Unset, USDT on Ethereum is off. Checked at start (checksum, account depth); never a private key.",
  TRON_USDT_CONTRACT:
    'The TRC20 token orders on TRON are paid in (default: USDT on the TRON main network). Only its transfers are credited.',
  ETH_USDT_CONTRACT:
    'The ERC20 token orders on Ethereum are paid in (default: USDT on the Ethereum main network). Only its transfers are credited.',
  TRON_API_URL: {
    text: "A TronGrid-compatible API (`https://api.trongrid.io`) the chain watcher asks about the TRON orders' addresses: their TRC20 transfers and blocks, at `CHAIN_API_MAX_RPS`. Unset, TRON orders are not watched (they expire on the clock; the operator confirms).",
    accepts: httpUrl,
  },
  TRON_CONFIRMATIONS: 'Blocks a TRON transfer needs before the order is paid.',
  ETH_RPC_URL: {
    text: "An Ethereum JSON-RPC node the chain watcher asks about the Ethereum orders' addresses (`eth_getLogs` for Transfer logs, `eth_blockNumber`), at `CHAIN_API_MAX_RPS`. Unset, Ethereum orders are not watched (they expire on the clock; the operator confirms).",
    accepts: httpUrl,
  },
  ETH_CONFIRMATIONS: 'Blocks an Ethereum transfer needs before the order is paid.',
  ETH_CHAIN_ID:
    'The chain id the Ethereum payment link (EIP-681 `ethereum:<token>@<chainId>/transfer…`) names, so a wallet sends on that chain (1: Ethereum mainnet, 11155111: Sepolia). Unset: the chain of `PAYMENT_NETWORK` (1 on mainnet, 11155111 on testnet, 1337 on regtest). Fixed on each order when its rail is set.',
  ETH_LOG_LOOKBACK_BLOCKS:
    "How many blocks back the Transfer logs to an order's address are read (a node may cap a log query's range).",
};

const webhooks: Described<typeof webhookEnvSchema.shape> = {
  WEBHOOK_URL: {
    text: "Where order notices are POSTed (wins over the settings page's, shown read-only there); needs `WEBHOOK_SECRET`.",
    accepts: 'http(s) URL, host name or IPv4, no user or password',
  },
  WEBHOOK_SECRET: 'The HMAC-SHA256 signing key of the webhook bodies.',
};

/** The service's schemas in the order the doc lists them; all are read by `loadConfig` at start. */
const tracing: Described<typeof tracingEnvSchema.shape> = {
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    text: "The OpenTelemetry collector's OTLP/HTTP base URL (`/v1/traces` is appended): traces of requests, routes, MongoDB commands, the chain and market calls and mail go there, and every log line inside a request carries its `trace_id`. Unset, the tracing SDK is never loaded.",
    accepts: httpUrl,
  },
  OTEL_SERVICE_NAME: 'The `service.name` the traces carry.',
};

export const SERVICE_SCHEMAS: SchemaGroup[] = [
  {
    title: 'Server, database and limits',
    file: 'services/src/config.ts',
    shape: envSchema.shape,
    descriptions: server,
  },
  {
    title: 'Admin login',
    file: 'services/src/modules/auth/auth-config.ts',
    shape: authEnvSchema.shape,
    descriptions: auth,
  },
  {
    title: 'Market data',
    file: 'services/src/modules/market/market-config.ts',
    shape: marketEnvSchema.shape,
    descriptions: market,
  },
  {
    title: 'Metrics',
    file: 'services/src/modules/metrics/metrics-config.ts',
    shape: metricsEnvSchema.shape,
    descriptions: metrics,
  },
  {
    title: 'E-mail',
    file: 'services/src/modules/notifications/mail-config.ts',
    shape: mailEnvSchema.shape,
    descriptions: mail,
  },
  {
    title: 'Chain watcher',
    file: 'services/src/modules/payments/chain-config.ts',
    shape: chainEnvSchema.shape,
    descriptions: chain,
  },
  {
    title: 'Payments and quotes',
    file: 'services/src/modules/payments/payment-config.ts',
    shape: paymentEnvSchema.shape,
    descriptions: payment,
  },
  {
    title: 'USDT on TRON and Ethereum',
    file: 'services/src/modules/payments/token-rail-config.ts',
    shape: tokenRailEnvSchema.shape,
    descriptions: tokenRails,
  },
  {
    title: 'Webhooks',
    file: 'services/src/modules/webhooks/webhook-config.ts',
    shape: webhookEnvSchema.shape,
    descriptions: webhooks,
  },
  {
    title: 'Traces',
    file: 'services/src/telemetry/tracing-config.ts',
    shape: tracingEnvSchema.shape,
    descriptions: tracing,
  },
];
