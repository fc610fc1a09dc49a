import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { errorHandler, toHttpError } from '../../src/http/error-handler.js';
import {
  ConflictError,
  MethodNotAllowedError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../src/http/errors.js';

function fakeContext() {
  const headers: Record<string, string> = {};
  const ctx = {
    status: 404,
    body: undefined as unknown,
    res: {} as { err?: Error },
    set(values: Record<string, string>) {
      Object.assign(headers, values);
    },
  };
  return { ctx, headers };
}

async function replyFor(thrown: unknown) {
  const { ctx, headers } = fakeContext();
  await errorHandler()(ctx as unknown as Context, async () => {
    throw thrown;
  });
  return { status: ctx.status, body: ctx.body, headers, loggedError: ctx.res.err };
}

describe('a database stopping mid-call', () => {
  it('is a 503 with a retry hint, not a 500: a reply cut short, a server closed under the call', async () => {
    const { MongoBulkWriteError, MongoServerClosedError, MongoUnexpectedServerResponseError } =
      await import('mongodb');
    // What an ordered insertMany throws when the connection closes under it (seen on FerretDB).
    const cutBulk = new MongoBulkWriteError(
      { message: 'connection 7 to 127.0.0.1:1 closed', code: undefined, writeErrors: [] } as never,
      { insertedCount: 0 } as never,
    );
    for (const thrown of [
      new MongoUnexpectedServerResponseError('the reply ended early'),
      new MongoServerClosedError(),
      cutBulk,
    ]) {
      const reply = await replyFor(thrown);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ code: 'database_unavailable' });
      expect(Number(reply.headers['Retry-After'])).toBeGreaterThan(0);
    }
  });
});

describe('errorHandler', () => {
  it('maps typed errors to their status and a JSON body with error, message and code', async () => {
    const cases = [
      [new NotFoundError('Order ORD1 not found'), 404, 'not_found'],
      [new ConflictError('Order id already used'), 409, 'conflict'],
      [new UnauthorizedError(), 401, 'unauthorized'],
    ] as const;
    for (const [error, status, code] of cases) {
      const reply = await replyFor(error);
      expect(reply.status).toBe(status);
      expect(reply.body).toEqual({ error: error.message, message: error.message, code });
      expect(reply.loggedError).toBeUndefined();
    }
  });

  it('includes validation issues and a specific code when given', async () => {
    const error = new ValidationError([{ path: 'email', message: 'email is required' }], {
      code: 'contact_invalid',
    });

    const reply = await replyFor(error);

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'email is required',
      message: 'email is required',
      code: 'contact_invalid',
      issues: [{ path: 'email', message: 'email is required' }],
    });
  });

  it('sets the headers an error carries', async () => {
    const reply = await replyFor(
      new MethodNotAllowedError(undefined, { headers: { Allow: 'GET' } }),
    );

    expect(reply.status).toBe(405);
    expect(reply.headers).toEqual({ Allow: 'GET' });
  });

  it('answers unexpected errors with a generic 500 and hands the error to the request log', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'secret')");

    const reply = await replyFor(bug);

    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      error: 'Internal server error',
      message: 'Internal server error',
      code: 'internal_error',
    });
    expect(JSON.stringify(reply.body)).not.toContain('secret');
    expect(reply.loggedError).toBe(bug);
  });

  it('keeps the 4xx status of library errors, exposing only exposable messages', async () => {
    const exposed = Object.assign(new Error('Request aborted'), { status: 400, expose: true });
    const hidden = Object.assign(new Error('internal detail'), { status: 403 });

    expect(await replyFor(exposed)).toMatchObject({
      status: 400,
      body: { message: 'Request aborted', code: 'bad_request' },
    });
    expect(await replyFor(hidden)).toMatchObject({
      status: 403,
      body: { message: 'Forbidden', code: 'forbidden' },
    });
  });

  it('treats non-Error throws and 5xx library errors as unexpected', () => {
    expect(toHttpError('boom').status).toBe(500);
    expect(toHttpError(Object.assign(new Error('db down'), { status: 503 })).message).toBe(
      'Internal server error',
    );
  });

  it('answers 503 for a socket the database server closed under the driver, not for others', () => {
    // What the driver throws when it writes to a connection the stopping server has ended.
    const ended = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
      stack:
        'Error: This socket has been ended by the other party\n' +
        '    at Connection.writeCommand (/app/node_modules/mongodb/lib/cmap/connection.js:408:29)',
    });
    const reply = toHttpError(ended);
    expect(reply.status).toBe(503);
    expect(reply.code).toBe('database_unavailable');
    // The same error from elsewhere (an outbound HTTP call) is no database outage.
    const elsewhere = Object.assign(new Error('socket hang up'), {
      code: 'ECONNRESET',
      stack: 'Error: socket hang up\n    at Socket.onclose (node:_http_client:1)',
    });
    expect(toHttpError(elsewhere).status).toBe(500);
  });
});
