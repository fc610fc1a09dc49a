// The schemathesis configuration of the API fuzz (schemathesis.toml syntax), one per run: the
// anonymous run and the admin run, which logs in through POST /api/auth/login and sends the
// session cookie on every call (logging in again whenever a call answers 401, e.g. after the
// fuzz itself called POST /api/auth/logout).
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../../services/src/modules/auth/session-cookie.js';

export interface FuzzRunOptions {
  /** The API's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  seed: number;
  /** Test cases per operation and phase. */
  maxExamples: number;
  /** The catalog's product ids, so that quotes and orders name real products most of the time. */
  productIds: string[];
  /**
   * Log in as the admin: the names of the environment variables that hold the credentials
   * (schemathesis reads `${NAME}` from the environment, so they are never written to a file).
   */
  admin?: { usernameVariable: string; passwordVariable: string };
}

/** schemathesis's warnings but `missing_auth`, for the anonymous run. */
const ANONYMOUS_WARNINGS = [
  'missing_test_data',
  'base_url_mismatch',
  'validation_mismatch',
  'missing_deserializer',
  'unused_openapi_auth',
  'unsupported_regex',
  'method_not_allowed',
  'unresolvable_reference',
  'low_valid_rate',
  'rate_limited',
  'dictionary_mismatch',
];

/** Each login attempt is a deliberately slow password hash; fewer cases keep the run short. */
const LOGIN_MAX_EXAMPLES = 10;

export function schemathesisConfig(options: FuzzRunOptions): string {
  const lines = [
    `seed = ${options.seed}`,
    // One worker: with two threads, Hypothesis's lambda descriptions hit CPython 3.11's
    // "AST constructor recursion depth mismatch" (a thread-unsafe ast counter) now and then,
    // which schemathesis reports as a runtime error; one worker also keeps a seed's run the same.
    'workers = 1',
    'request-timeout = 30',
    `hooks = ${quote(fileURLToPath(new URL('image-media-types.py', import.meta.url)))}`,
    // A state-changing call with the admin session must say where it comes from (CSRF check):
    // the API's own origin, as its own pages would.
    `headers = { Origin = ${quote(options.origin)} }`,
    '',
    '[generation]',
    `max-examples = ${options.maxExamples}`,
    // Every run starts from the seed alone, not from examples a previous run stored.
    'database = "none"',
    '',
    // A schema-valid request may still name what the catalog lacks (a product that does not
    // exist, an option it does not offer): 422, with the field named, like a 400.
    '[checks.positive_data_acceptance]',
    'expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429"]',
    '',
    // Random product ids find no product (a 422 before any pricing): mostly take real ones.
    '[dictionaries.catalog-products]',
    `values = [${options.productIds.map(quote).join(', ')}]`,
    ...['POST /api/quotes', 'POST /api/orders'].flatMap((name) => [
      '',
      '[[operations]]',
      `include-name = ${quote(name)}`,
      'parameters = { "body.choice.productId" = { dictionary = "catalog-products", probability = 0.9 } }',
    ]),
    '',
    '[[operations]]',
    'include-name = "POST /api/auth/login"',
    `generation.max-examples = ${LOGIN_MAX_EXAMPLES}`,
    // The public forms' honeypot: people never fill it, and a filled one is answered 201 with
    // nothing stored (honeypot.api.test.ts), so the fuzz sends what people send.
    ...['POST /api/contacts', 'POST /api/power-consultations'].flatMap((name) => [
      '',
      '[[operations]]',
      `include-name = ${quote(name)}`,
      'parameters = { "body.website" = "" }',
    ]),
  ];
  if (!options.admin) {
    // Anonymous, the admin operations answer only 401: that is what this run checks.
    lines.push('', '[warnings]', `display = [${ANONYMOUS_WARNINGS.map(quote).join(', ')}]`);
  } else {
    const { usernameVariable, passwordVariable } = options.admin;
    lines.push(
      '',
      '[auth.dynamic.openapi.adminSession]',
      'path = "/api/auth/login"',
      'method = "post"',
      `payload = { username = "\${${usernameVariable}}", password = "\${${passwordVariable}}" }`,
      'extract_from = "cookie"',
      `extract_selector = ${quote(SESSION_COOKIE)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A TOML basic string (JSON's escapes are TOML's for these values). */
function quote(value: string): string {
  return JSON.stringify(value);
}
