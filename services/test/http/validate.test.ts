import type { ParameterizedContext } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../../src/http/errors.js';
import { validate, type RequestSchemas } from '../../src/http/validate.js';

function contextWith(parts: { body?: unknown; params?: object; query?: object }) {
  return {
    request: { body: parts.body, type: 'application/json', is: () => 'json' },
    params: parts.params ?? {},
    query: parts.query ?? {},
    state: {},
  } as unknown as ParameterizedContext<{ input: Record<string, unknown> }>;
}

async function run(schemas: RequestSchemas, parts: Parameters<typeof contextWith>[0]) {
  const ctx = contextWith(parts);
  const next = vi.fn(async () => {});
  const middleware = validate(schemas) as unknown as (
    c: typeof ctx,
    n: typeof next,
  ) => Promise<void>;
  try {
    await middleware(ctx, next);
    return { ctx, next, error: undefined };
  } catch (error) {
    return { ctx, next, error: error as ValidationError };
  }
}

const person = z.strictObject({
  name: z.string().trim().min(1),
  age: z.number().int().min(18).optional(),
  role: z.enum(['admin', 'guest']).default('guest'),
});

describe('validate', () => {
  it('passes parsed, transformed values on in ctx.state.input and calls next', async () => {
    const { ctx, next, error } = await run(
      { body: person, query: z.object({ page: z.coerce.number() }) },
      { body: { name: '  Ana ' }, query: { page: '2' } },
    );

    expect(error).toBeUndefined();
    expect(next).toHaveBeenCalledOnce();
    expect(ctx.state.input).toEqual({ body: { name: 'Ana', role: 'guest' }, query: { page: 2 } });
  });

  it('names a missing or blank field as required', async () => {
    const missing = await run({ body: person }, { body: {} });
    const blank = await run({ body: person }, { body: { name: '  ' } });

    for (const { error, next } of [missing, blank]) {
      expect(next).not.toHaveBeenCalled();
      expect(error).toBeInstanceOf(ValidationError);
      expect(error?.status).toBe(400);
      expect(error?.issues).toEqual([{ path: 'name', message: 'name is required' }]);
    }
  });

  it('names unknown fields, one issue each', async () => {
    const { error } = await run({ body: person }, { body: { name: 'Ana', isAdmin: true, x: 1 } });

    expect(error?.issues).toEqual([
      { path: 'isAdmin', message: 'isAdmin is not an allowed field' },
      { path: 'x', message: 'x is not an allowed field' },
    ]);
    expect(error?.message).toBe('isAdmin is not an allowed field; x is not an allowed field');
  });

  it('refuses an operator object where text is expected', async () => {
    const { error } = await run({ body: person }, { body: { name: { $ne: null } } });

    expect(error?.issues).toEqual([{ path: 'name', message: 'name must be a string' }]);
  });

  it('explains wrong values, limits and nested paths', async () => {
    const nested = z.strictObject({ items: z.array(z.strictObject({ qty: z.number().max(5) })) });

    const role = await run({ body: person }, { body: { name: 'A', role: 'root' } });
    const age = await run({ body: person }, { body: { name: 'A', age: 12 } });
    const qty = await run({ body: nested }, { body: { items: [{ qty: 1 }, { qty: 9 }] } });

    expect(role.error?.message).toBe('role must be one of: admin, guest');
    expect(age.error?.message).toBe('age must be at least 18');
    expect(qty.error?.issues).toEqual([
      { path: 'items[1].qty', message: 'items[1].qty must be at most 5' },
    ]);
  });

  it('refuses a body that is not an object', async () => {
    const { error } = await run({ body: person }, { body: ['Ana'] });

    expect(error?.issues).toEqual([{ path: '', message: 'request body must be a JSON object' }]);
  });

  it('checks route params with their own messages', async () => {
    const params = z.object({ id: z.string().regex(/^\d+$/, 'must be a number') });

    const { error } = await run({ params }, { params: { id: 'abc' } });

    expect(error?.issues).toEqual([{ path: 'id', message: 'id must be a number' }]);
  });
});
