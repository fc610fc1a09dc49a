// The HTTP plumbing every chain API client shares: calls paced by a token bucket (a full queue
// is a ChainBusyError), abandoned after a timeout, and answers checked with zod before they are
// trusted. No answer, a timeout, an error status or an answer of another shape is a
// ChainUnavailableError: the caller keeps what it knew and tries again later.
import type { z } from 'zod';
import { TokenBucket, TokenBucketFullError } from './token-bucket.js';

export class ChainUnavailableError extends Error {}

/** Too many calls wait for the chain API already: a buyer's claim is answered 503 (retry). */
export class ChainBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the chain API is busy');
  }
}

export interface PacedHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  maxRequestsPerSecond: number;
  /** Calls waiting for a token at most (beyond: ChainBusyError). */
  queueMax?: number;
}

export interface PacedHttp {
  /** The answer's text; null for a 404 or 400 when `notFoundIsNull`. A JSON `body` is POSTed. */
  call(
    path: string,
    options?: { notFoundIsNull?: boolean; body?: unknown },
  ): Promise<string | null>;
  /** The answer checked against `schema` (JSON unless `json` is false). */
  parse<T>(path: string, text: string, schema: z.ZodType<T>, json?: boolean): T;
}

/** Waits for the caller's turn at the chain API; a full queue is a ChainBusyError. */
export function chainPacer(options: Omit<PacedHttpOptions, 'baseUrl' | 'timeoutMs'>) {
  const bucket = new TokenBucket(
    options.maxRequestsPerSecond,
    undefined,
    undefined,
    options.queueMax ?? Infinity,
  );
  return async (): Promise<void> => {
    try {
      await bucket.take();
    } catch (error) {
      if (error instanceof TokenBucketFullError) {
        throw new ChainBusyError(error.retryAfterSeconds);
      }
      throw error;
    }
  };
}

export function pacedHttp(options: PacedHttpOptions): PacedHttp {
  const turn = chainPacer(options);

  return {
    async call(path, { notFoundIsNull = false, body } = {}) {
      await turn();
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${options.baseUrl}${path}`, {
          signal: AbortSignal.timeout(options.timeoutMs),
          ...(body === undefined
            ? {}
            : {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              }),
        });
        text = await response.text();
      } catch (error) {
        throw new ChainUnavailableError(`chain API did not answer ${path}`, { cause: error });
      }
      if (notFoundIsNull && (response.status === 404 || response.status === 400)) return null;
      if (!response.ok) {
        throw new ChainUnavailableError(`chain API answered ${response.status} to ${path}`);
      }
      return text;
    },

    parse(path, text, schema, json = true) {
      let body: unknown = text;
      try {
        if (json) body = JSON.parse(text);
      } catch (error) {
        throw new ChainUnavailableError(`chain API answered ${path} with no JSON`, {
          cause: error,
        });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new ChainUnavailableError(`chain API answered ${path} in an unknown shape`, {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  };
}
